import { describe, expect, it } from "vitest";
import { structureResume } from "../../src/structure/structure-resume.ts";

const basics = (text: string) =>
  structureResume(`${text}\n\nEXPERIENCE\nNurse, City Hospital, 2019 - 2020`).basics;

describe("contact block", () => {
  it.each([
    ["Jane Doe", "Jane Doe"],
    ["JANE DOE", "Jane Doe"],
    ["Doe, Jane", "Jane Doe"],
    ["Dr. Jane A. Doe", "Jane A. Doe"],
    ["Emily Rodriguez, RN, BSN", "Emily Rodriguez"],
    ["Theresa M. Kowalczyk, M.Ed.", "Theresa M. Kowalczyk"],
    ["Dana Lee, Ed.D., NBCT", "Dana Lee"],
    // A trade's numbered credential after the name; before, the name took "Red Seal" in.
    ["RAJ SINGH DHALIWAL, 442A / Red Seal", "Raj Singh Dhaliwal"],
    ["Jean-Luc O'Neil", "Jean-Luc O'Neil"],
    ["Maria de la Cruz", "Maria de la Cruz"],
    ["RESUME\nJane Doe", "Jane Doe"],
    ["Software Engineer\nJane Doe", "Jane Doe"],
    ["Jane Doe | Product Manager | jane@x.io", "Jane Doe"],
    ["Melissa \u201cMissy\u201d Gutierrez-Hale", "Melissa Gutierrez-Hale"],
    ["J.T. (JAMES TYLER) WHITAKER", "J.T. Whitaker"],
    ["Ana (Annie) Lopez, RN", "Ana Lopez"],
    // A professional body's grades after the name, with no comma.
    ["Fiona McAlister-Reid ACILA DipCII", "Fiona McAlister-Reid"],
    ["Tom Baker MSc CEng", "Tom Baker"],
    // A rank or a title before the name: before, "Tug Master" on the next line was read as it.
    ["Captain Daniel J. Olivero\nTug Master – ASD / Voith Harbour Towage", "Daniel J. Olivero"],
    ["Dott.ssa Giulia Mularoni\nDottore Commercialista", "Giulia Mularoni"],
    ["Lt Col. Ana Ruiz", "Ana Ruiz"],
    // A given name that is a rank's too stays the name's.
    ["Maj Lindström", "Maj Lindström"],
  ])("finds the name in %j", (header, name) => {
    expect(basics(header).name).toBe(name);
  });

  it("reads a name after 'Resume of', and a lower-case name only when the e-mail spells it", () => {
    expect(basics("Resume of Maria Garcia\nmaria.garcia@yahoo.com").name).toBe("Maria Garcia");
    expect(basics("jane doe\njane.doe@gmail.com").name).toBe("Jane Doe");
    expect(basics("data analyst\nj.smith@gmail.com").name).toBeUndefined();
  });

  it("finds the headline next to the name", () => {
    expect(basics("Jane Doe\nSenior Data Analyst").label).toBe("Senior Data Analyst");
    expect(basics("JANE DOE\nSENIOR QA ENGINEER").label).toBe("Senior QA Engineer");
    expect(basics("Jane Doe | Registered Nurse").label).toBe("Registered Nurse");
  });

  it.each([
    ["jane.doe+jobs@mail.example.co.uk", "jane.doe+jobs@mail.example.co.uk"],
    ["Email: jane_doe@gmail.com.", "jane_doe@gmail.com"],
  ])("finds the e-mail in %j", (line, email) => {
    expect(basics(`Jane Doe\n${line}`).email).toBe(email);
  });

  it.each([
    ["(415) 555-0142", "(415) 555-0142"],
    ["+1 415 555 0142", "+1 415 555 0142"],
    ["+44 7700 900123", "+44 7700 900123"],
    ["+91 98765 43210", "+91 98765 43210"],
    ["+49 30 1234567", "+49 30 1234567"],
    ["Tel: 020 7946 0958", "020 7946 0958"],
    ["415.555.0142", "415.555.0142"],
  ])("finds the phone in %j", (line, phone) => {
    expect(basics(`Jane Doe\n${line}`).phone).toBe(phone);
  });

  it("does not take years or date ranges for a phone number", () => {
    expect(basics("Jane Doe\nAvailable 2019 - 2021").phone).toBeUndefined();
  });

  it.each([
    ["San Francisco, CA", { city: "San Francisco", region: "CA", countryCode: "US" }],
    ["Austin, TX 78701", { city: "Austin", region: "TX", countryCode: "US" }],
    ["London, UK", { city: "London", countryCode: "GB" }],
    ["Berlin, Germany", { city: "Berlin", countryCode: "DE" }],
    ["Toronto, ON", { city: "Toronto", region: "ON", countryCode: "CA" }],
    ["Bengaluru, Karnataka, India", { city: "Bengaluru", region: "Karnataka", countryCode: "IN" }],
    ["Mountain View, CA, USA", { city: "Mountain View", region: "CA", countryCode: "US" }],
    ["Remote", { city: "Remote" }],
    ["jane@x.io | Paris, France | +33 6 12 34 56 78", { city: "Paris", countryCode: "FR" }],
  ])("finds the location in %j", (line, location) => {
    expect(basics(`Jane Doe\n${line}`).location).toEqual(location);
  });

  it("finds profiles with network and username, and a personal site", () => {
    const b = basics(
      "Jane Doe\nlinkedin.com/in/jane-doe | https://github.com/janedoe | janedoe.dev | jane@janedoe.dev\nTwitter: @janed",
    );
    expect(b.profiles).toEqual([
      { network: "LinkedIn", username: "jane-doe", url: "https://linkedin.com/in/jane-doe" },
      { network: "GitHub", username: "janedoe", url: "https://github.com/janedoe" },
      { network: "Twitter", username: "janed", url: "https://twitter.com/janed" },
    ]);
    expect(b.url).toBe("https://janedoe.dev");
  });

  it("never takes a credential's level for a name ('TCOLE Intermediate')", () => {
    expect(
      basics("Licensed Public Safety Telecommunicator \u2013 TCOLE Intermediate | EMD \u00b7 EFD")
        .name,
    ).toBeUndefined();
  });

  it("reads a network's name joined to a word by a hyphen as that word, not a profile", () => {
    const b = basics(
      "J.T. Whitaker\nASE Master Medium-Heavy Truck Technician · CDL-A\nMedium - @jtw_diesel",
    );
    expect(b.profiles).toEqual([
      { network: "Medium", username: "jtw_diesel", url: "https://medium.com/@jtw_diesel" },
    ]);
  });

  it("points every contact value at the text it came from", () => {
    const text =
      "Jane Doe\njane@x.io | (415) 555-0142 | Austin, TX\n\nEXPERIENCE\nNurse, City Hospital, 2019 - 2020";
    const r = structureResume(text);
    for (const key of [
      "/basics/name",
      "/basics/email",
      "/basics/phone",
      "/basics/location/city",
      "/basics/location/region",
    ]) {
      const span = r.meta.sources[key]!;
      expect(text.slice(span.start, span.end)).toBe(span.text);
    }
    expect(r.meta.sources["/basics/email"]!.text).toBe("jane@x.io");
    expect(r.meta.sources["/basics/location/city"]!.text).toBe("Austin");
  });
});
