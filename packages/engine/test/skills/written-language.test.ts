import { describe, expect, it } from "vitest";
import { writtenLanguage } from "../../src/skills/written-language.ts";

const ENGLISH =
  "Managed the front desk of a busy hotel and trained the new staff on the booking system. Handled the cash drawer for the evening shift, balanced it at the end of each day and reported to the manager. Answered guests' questions by phone and in person, and kept the lobby in order for the arrivals of the next morning.";
const SPANISH =
  "Gestioné la recepción de un hotel con mucho movimiento y formé al personal nuevo en el sistema de reservas. Me encargué de la caja del turno de tarde, la cuadré al final de cada día y reporté al gerente. Respondí las preguntas de los huéspedes por teléfono y en persona, y mantuve el vestíbulo en orden para las llegadas de la mañana siguiente.";

describe("writtenLanguage", () => {
  it("tells the language a text is written in by its function words", () => {
    expect(writtenLanguage(ENGLISH)).toBe("english");
    expect(writtenLanguage(SPANISH)).toBe("spanish");
  });

  it("says nothing of a text too short or too mixed to tell", () => {
    expect(writtenLanguage("Forklift, Excel, Spanish")).toBeUndefined();
    expect(writtenLanguage("")).toBeUndefined();
    expect(writtenLanguage(`${ENGLISH} ${SPANISH}`)).toBeUndefined();
    // A list of skills has words but no sentences.
    expect(
      writtenLanguage(
        Array.from({ length: 60 }, (_, i) => `Skill${String.fromCharCode(97 + (i % 26))}`).join(
          ", ",
        ),
      ),
    ).toBeUndefined();
  });
});
