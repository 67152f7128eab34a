/** Splits a job description into lines and classifies headings (requirements, nice-to-haves, ...). */

export type JobSectionKind =
  | "title"
  | "required"
  | "preferred"
  | "experience"
  | "education"
  | "responsibilities"
  | "about"
  | "benefits"
  | "location"
  | "other";

export interface JobLine {
  text: string;
  start: number;
  end: number;
  section: JobSectionKind;
  /** True when this line is itself a heading. */
  isHeading: boolean;
  /** For "Heading: content" lines, where the content starts. */
  contentStart: number;
}

const HEADINGS: Array<[RegExp, JobSectionKind]> = [
  [/^(job\s+title|title|position|role\s+title|job\s+role)$/, "title"],
  [
    /^(nice[\s-]to[\s-]haves?|preferred|preferred\s+(skills|qualifications|experience|requirements)|bonus(\s+points)?|pluses|plus|desirable|desired(\s+(skills|qualifications))?|good\s+to\s+have|extra\s+credit|it'?s?\s+a\s+plus(\s+if)?|bonus\s+if\s+you\s+have|would\s+be\s+great|even\s+better|additional\s+(skills|qualifications)|optional)$/,
    "preferred",
  ],
  [
    /^(required\s+experience|experience(\s+required|\s+requirements)?|work\s+experience|professional\s+experience)$/,
    "experience",
  ],
  [
    /^(education(\s+requirements?)?|educational\s+requirements?|academic\s+(background|qualifications)|certifications?|education\s+(and|&)\s+certifications?)$/,
    "education",
  ],
  [
    /^(requirements?|required|required\s+skills(\s+and\s+qualifications)?|required\s+qualifications|must[\s-]haves?|must\s+have\s+skills|qualifications|minimum\s+qualifications|basic\s+qualifications|key\s+qualifications|what\s+you('ll)?\s+(need|bring)|what\s+we('re|\s+are)\s+looking\s+for|who\s+you\s+are|you\s+have|you\s+should\s+have|about\s+you|skills(\s+(and|&)\s+(experience|qualifications|abilities))?|key\s+skills|technical\s+skills|essential(\s+(skills|criteria|requirements))?|requirements\s+(and|&)\s+qualifications|skills\s+required|competencies|key\s+competencies|ideal\s+candidate|the\s+ideal\s+candidate|your\s+profile|profile|tech\s+stack|our\s+stack|technologies)$/,
    "required",
  ],
  [
    /^(responsibilities|key\s+responsibilities|job\s+responsibilities|duties|key\s+duties|duties\s+(and|&)\s+responsibilities|what\s+you('ll|\s+will)\s+do|the\s+role|about\s+the\s+role|role|your\s+role|day[\s-]to[\s-]day|in\s+this\s+role(\s+you\s+will)?|you\s+will|the\s+job|job\s+description|responsibilities\s+(and|&)\s+duties|your\s+(mission|impact|responsibilities))$/,
    "responsibilities",
  ],
  [
    /^(about\s+us|about\s+the\s+company|company|who\s+we\s+are|our\s+company|overview|company\s+overview|job\s+summary|summary|position\s+summary|role\s+summary|about\s+the\s+job|description|introduction|the\s+team|about\s+the\s+team|our\s+mission|mission)$/,
    "about",
  ],
  [
    /^(benefits|perks|what\s+we\s+offer|compensation|salary|pay|compensation\s+(and|&)\s+benefits|why\s+join\s+us|why\s+work\s+with\s+us|we\s+offer|equal\s+opportunity(\s+employer)?|eeo(\s+statement)?|how\s+to\s+apply|application\s+process)$/,
    "benefits",
  ],
  [
    /^(location|work\s+location|job\s+location|employment\s+type|job\s+type|type|schedule|work\s+arrangement|work\s+model)$/,
    "location",
  ],
];

/** Heading kind of a short line, or undefined: `classifyHeading("Nice to have:")` -> "preferred". */
export function classifyHeading(raw: string): JobSectionKind | undefined {
  const s = raw
    .toLowerCase()
    .replace(/^[#*\s\d.)-]+|[#*:\s.]+$/g, "")
    .replace(/[’]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  if (!s || s.split(" ").length > 8) return undefined;
  for (const [re, kind] of HEADINGS) if (re.test(s)) return kind;
  return undefined;
}

/** The JD as classified lines: every line knows the section it sits in. */
export function splitJobLines(text: string): JobLine[] {
  const lines: JobLine[] = [];
  let section: JobSectionKind = "other";
  let pos = 0;
  for (const raw of text.split("\n")) {
    const start = pos;
    const end = pos + raw.length;
    pos = end + 1;
    const trimmed = raw.trim();
    let isHeading = false;
    const contentStart = start + (raw.length - raw.trimStart().length);
    if (trimmed) {
      const whole = /^[#*\s]*[^.!?]{1,60}$/.test(trimmed) ? classifyHeading(trimmed) : undefined;
      if (whole) {
        section = whole;
        isHeading = true;
      } else {
        // "Requirements: Python, SQL" or "Location: Remote" put a heading before a colon.
        const colon = trimmed.indexOf(":");
        if (colon > 0 && colon <= 45) {
          const kind = classifyHeading(trimmed.slice(0, colon));
          if (kind) {
            lines.push({
              text: raw,
              start,
              end,
              section: kind,
              isHeading: false,
              contentStart: start + raw.indexOf(":") + 1,
            });
            continue;
          }
        }
      }
    }
    lines.push({ text: raw, start, end, section, isHeading, contentStart });
  }
  return lines;
}
