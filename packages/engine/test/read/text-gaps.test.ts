/**
 * Plain-text résumés lay out their fields with runs of spaces: a title and its employer on one
 * line, a table of roles, a header of labelled cells. The clean-up closes up spaces, so a wide
 * gap is kept as a tab, which parts the two fields everywhere after it.
 */
import { describe, expect, it } from "vitest";
import { maskPersonalText } from "../../src/anonymise.ts";
import { readTextDocument } from "../../src/read/read-text.ts";
import { structureResume } from "../../src/structure/structure-resume.ts";

const read = (text: string) => {
  const body = readTextDocument(Buffer.from(text), "txt");
  if (!("text" in body)) throw new Error("not read");
  return body.text;
};
const roles = (text: string) =>
  structureResume(read(text)).work.map((w) => [w.position ?? null, w.name ?? null, w.startDate]);

describe("a wide gap in a line of a plain-text résumé", () => {
  it("parts a title from the employer on its right", () => {
    // Before, the gap closed up and the three roles lost their titles ("ICU Lead Technician
    // (Nights) Coastal Veterinary Referral & Emergency Center" as one title, then none).
    const text = [
      "Alyssa Park",
      "",
      "Experience",
      "ICU Lead Technician (Nights)           Coastal Veterinary Referral & Emergency Center, Escondido, CA",
      "Apr 2021 – present",
      "- Lead 6–8 RVTs in a 24-bed ICU",
      "",
      "Emergency & Critical Care RVT          Harbor Animal Emergency & Specialty, San Diego, CA",
      "Jun 2017 – Mar 2021",
      "- ER triage and ICU nursing",
    ].join("\n");
    expect(roles(text)).toEqual([
      ["ICU Lead Technician (Nights)", "Coastal Veterinary Referral & Emergency Center", "2021-04"],
      ["Emergency & Critical Care RVT", "Harbor Animal Emergency & Specialty", "2017-06"],
    ]);
  });

  it("parts every cell of a table's row, two spaces apart or more", () => {
    // Before, no row was read: a quantity surveyor's thirteen years counted as none.
    const text = [
      "Kuben Govender",
      "",
      "EMPLOYMENT HISTORY",
      "Period           Position                              Firm",
      "2019 – present   Associate / Senior Quantity Surveyor  Umzinyathi Cost Consultants (Pty) Ltd, Durban",
      "2015 – 2018      Quantity Surveyor (Candidate)         Berea Pillay & Bouwer QS Inc., Durban",
    ].join("\n");
    expect(roles(text)).toEqual([
      ["Associate / Senior Quantity Surveyor", "Umzinyathi Cost Consultants (Pty) Ltd", "2019"],
      ["Quantity Surveyor (Candidate)", "Berea Pillay & Bouwer QS Inc.", "2015"],
    ]);
  });

  it("keeps a labelled cell of the header from being read as the name or the headline", () => {
    const text = [
      "Jonathan Erskine Tallis  BSc (Hons) MRICS",
      "Chartered Building Surveyor",
      "",
      "Address:  14 Bellevue Road, Southampton        RICS membership no.:  5687213",
      "E-mail:   jon.tallis@example.com               Pathway:              Building Surveying",
      "Licence:  Full UK driving licence, own car     CSCS:                 PQP card (to 2028)",
      "",
      "Experience",
      "Associate Building Surveyor, Kestrel Hale Surveyors, 2021 – present",
    ].join("\n");
    const resume = structureResume(read(text));
    expect(resume.basics.name).not.toBe("Building Surveying");
    expect(resume.basics.label).toBe("Chartered Building Surveyor");
  });

  it("parts a name from the headline beside it, which blind review leaves readable", () => {
    const text = read(
      "ANDRÉS FELIPE RINCÓN BURBANO                  ICU Registered Nurse (Enfermero Jefe, UCI)\nPasto, Colombia\n\nEXPERIENCE\nStaff Nurse, Hospital Civil, 2019 – present",
    );
    const resume = structureResume(text);
    expect(resume.basics.name).toBe("Andrés Felipe Rincón Burbano");
    const masked = maskPersonalText(text, resume);
    expect(masked).not.toContain("ANDRÉS");
    expect(masked).toContain("ICU Registered Nurse");
  });

  it("still reads a heading spelled out letter by letter", () => {
    const text = "Jane Doe\n\nW O R K   H I S T O R Y\nNurse, Acme Hospital, 2019 - 2021\n";
    expect(roles(text)).toEqual([["Nurse", "Acme Hospital", "2019"]]);
  });
});
