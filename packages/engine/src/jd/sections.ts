/**
 * Splits a job description into segments (lines, list items, sentences, also of run-on text) and
 * classifies headings (requirements, nice-to-haves, company, benefits ...).
 */
import { classifyBoilerplate, type IgnoreReason } from "./boilerplate.ts";
import { BULLET_GLYPHS, CJK_HEADINGS, markupRanges, segmentText } from "./segment.ts";
import { looksLikeRole } from "./title.ts";

export type JobSectionKind =
  | "title"
  | "required"
  | "preferred"
  | "experience"
  | "education"
  | "responsibilities"
  | "about"
  | "company"
  | "benefits"
  | "legal"
  | "application"
  | "location"
  /** "Key Words: Marketing Associate, Entry Level Sales, ...": terms for a job board's search. */
  | "keywords"
  | "other";

/** Sections that never hold requirements, and why. */
const IGNORED_SECTIONS: Partial<Record<JobSectionKind, IgnoreReason>> = {
  company: "company",
  benefits: "benefits",
  legal: "legal",
  application: "application",
  keywords: "other",
};

export interface JobLine {
  text: string;
  start: number;
  end: number;
  section: JobSectionKind;
  /** True when this line is itself a heading. */
  isHeading: boolean;
  /** For "Heading: content" lines, where the content starts. */
  contentStart: number;
  /** Set when the line is boilerplate (company blurb, benefits, legal text ...), never a requirement. */
  ignored?: IgnoreReason;
}

/** Section headings of postings written in French, Spanish, Portuguese, German, Italian, Dutch, Bosnian/Croatian/Serbian or Albanian. */
const OWN_LANGUAGE_HEADINGS: Array<[RegExp, JobSectionKind]> = [
  [
    /^(un\s+plus|(?:c'est|ce\s+serait|serait)\s+un\s+plus|atouts?|(?:compétences|qualifications)\s+souhaitées|souhaité|apprécié|se\s+valorará|valoramos|valorable|deseables?|requisitos\s+deseables|requisitos\s+(?:preferenciais|desej[áa]veis)|diferenciais?|desejáveis?|wünschenswert|von\s+vorteil|gradit[oi]|titoli\s+preferenziali|pluspunten|mooi\s+meegenomen|prednost|përparësi)$/,
    "preferred",
  ],
  [
    /^(profil\s+recherché|votre\s+profil|profil\s+(?:du\s+candidat|requis|souhaité)|exigences(?:\s+du\s+poste)?|compétences\s+requises|qualifications\s+requises|prérequis|ce\s+que\s+nous\s+recherchons|requisitos(?:\s+(?:mínimos|excluyentes|indispensables|imprescindibles|necesarios|obligatorios|del\s+puesto|obrigatórios|necessários))?|perfil(?:\s+(?:requerido|buscado|del\s+candidato|deseado|profissional))?|tu\s+perfil|seu\s+perfil|(?:qué|lo\s+que|o\s+que)\s+(?:buscamos|procuramos)|buscamos|anforderungen|(?:ihr|dein)\s+profil|(?:was|das)\s+(?:sie|du)\s+mitbring(?:en|st)|das\s+bring(?:en\s+sie|st\s+du)\s+mit|voraussetzungen|requisiti(?:\s+richiesti)?|profilo(?:\s+ricercato)?|cosa\s+cerchiamo|functie-?eisen|(?:wat\s+vragen\s+wij|wat\s+wij\s+vragen)|(?:jouw|uw)\s+profiel|uslovi|uvjeti|kërkesat)$/,
    "required",
  ],
  [
    /^(votre\s+(?:mission|rôle)|le\s+rôle|vos\s+missions|tu\s+rol|el\s+rol|tu\s+función|o\s+seu\s+papel|(?:ihre|deine|die)\s+rolle|il\s+tuo\s+ruolo|jouw\s+rol|missions\s+principales|vos\s+responsabilités|responsabilités|description\s+du\s+poste|le\s+poste|vos\s+tâches|descrição\s+d[ao]\s+(?:função|funções|vaga|cargo)|descripción\s+del\s+(?:puesto|cargo)|funciones(?:\s+(?:del\s+puesto|principales))?|tus\s+funciones|responsabilidades|(?:qué|lo\s+que)\s+harás|atribuições|suas\s+atividades|(?:ihre|deine)\s+aufgaben|aufgaben|ihr\s+aufgabengebiet|mansioni|responsabilità|il\s+ruolo|functieomschrijving|jouw\s+taken|opis\s+posla|opis\s+radnog\s+mjesta|përshkrimi\s+i\s+punës|rreth\s+rolit)$/,
    "responsibilities",
  ],
  [
    /^(qui\s+sommes[\s-]nous|à\s+propos\s+de\s+nous|l'entreprise|notre\s+entreprise|présentation\s+de\s+l'entreprise|quiénes\s+somos|sobre\s+nosotros|acerca\s+de\s+nosotros|la\s+empresa|nuestra\s+empresa|quem\s+somos|sobre\s+nós|a\s+empresa|über\s+uns|wir\s+über\s+uns|das\s+unternehmen|chi\s+siamo|l'azienda|over\s+ons|wie\s+zijn\s+wij|o\s+nama|rreth\s+nesh)$/,
    "company",
  ],
  [
    /^((?:ce\s+que\s+)?nous\s+(?:vous\s+)?offrons|avantages|rémunération(?:\s+et\s+avantages)?|(?:qué|lo\s+que|te)\s+ofrecemos|ofrecemos|beneficios|oferecemos|o\s+que\s+oferecemos|benefícios|(?:was\s+)?wir\s+bieten(?:\s+(?:ihnen|dir))?|unser\s+angebot|(?:cosa\s+)?offriamo|(?:wij\s+bieden|wat\s+bieden\s+wij)|ons\s+aanbod|nudimo|(?:çfarë\s+)?ofrojmë)$/,
    "benefits",
  ],
  [
    /^(comment\s+postuler|pour\s+postuler|candidature|candidatura|como\s+candidatar-se|cómo\s+postular|postulación|como\s+se\s+candidatar|(?:ihre\s+)?bewerbung|so\s+bewerben\s+sie\s+sich|come\s+candidarsi|solliciteren|način\s+prijave|si\s+të\s+aplikoni)$/,
    "application",
  ],
];

const HEADINGS: Array<[RegExp, JobSectionKind]> = [
  [
    /^(job\s+title|title|position|position\s+title|role\s+title|job\s+role|job\s+position)$/,
    "title",
  ],
  [
    /^(nice[\s-]to[\s-]haves?|preferred|preferred\s+(skills|qualifications|experience|requirements|competencies|knowledge)|(?:preferred|nice[\s-]to[\s-]haves?|desirable)\s*(?:\/|&|and|or)\s*[a-z]+(?:\s+(?:skills|qualifications|requirements|experience))?|assets?|bonus(\s+points)?|(?:it\s+)?would\s+be\s+a\s+(?:bonus|plus)|pluses|plus|(?:highly\s+)?desirable(\s+(skills|qualifications|experience|requirements))?|highly\s+regarded|(?:would\s+be\s+)?advantageous|desired(\s+(skills|qualifications|experience|requirements))?|good\s+to\s+have|extra\s+credit|it'?s?\s+a\s+plus(\s+if)?|bonus\s+if\s+you\s+have|would\s+be\s+great|even\s+better|additional\s+(skills|qualifications)|optional|icing\s+on\s+the\s+cake|(?:an?\s+)?added\s+advantage|(?:an?\s+)?advantage|(?:the\s+)?cherry\s+on\s+top|(?:what\s+)?(?:we['\u2019]?d|we\s+would)\s+love\s+to\s+see|meritorious|(?:desirable|preferred)\s+criteria|(?:preferred|desirable|desired|advantageous|optional|nice[\s-]to[\s-]haves?)(?:\s+(?:skills|qualifications|experience|requirements))?,?\s+(?:but\s+)?not\s+(?:required|mandatory|essential|compulsory))$/,
    "preferred",
  ],
  [
    /^(required\s+experience|experience(\s+required|\s+requirements)?|work\s+experience|professional\s+experience)$/,
    "experience",
  ],
  [
    /^(education(\s+requirements?)?|educational\s+requirements?|academic\s+(background|qualifications)|certifications?|education\s+(and|&)\s+certifications?|(education|certifications?|licen[sc]es?)(\s*(,|and|&|\/)\s*(education|certifications?|licen[sc]es?|experience))+)$/,
    "education",
  ],
  [
    /^(requirements?|required|required\s+skills(\s+and\s+qualifications)?|required\s+qualifications|must[\s-]haves?|must\s+have\s+skills|qualifications|minimum\s+qualifications|basic\s+qualifications|key\s+qualifications|minimum\s+requirements|job\s+requirements|position\s+requirements|what\s+you('ll)?\s+(need|bring)|what\s+you\s+need(\s+for\s+this\s+(position|role|job))?|what\s+you(?:'ll|\s+will)?\s+need\s+to\s+(?:have|bring|succeed)|what\s+you\s+will\s+(?:need|bring)|what\s+we\s+(?:need|expect)(?:\s+(?:from|of)\s+you)?|what\s+you\s+(?:must|should)\s+have|what\s+we('re|\s+are)\s+looking\s+for|who\s+you\s+are|you\s+have|you\s+should\s+have|about\s+you|skills(\s+(and|&)\s+(experience|qualifications|abilities))?|knowledge,?\s+skills,?\s+(and|&)\s+abilities|key\s+skills|technical\s+skills|essential(\s+(skills|criteria|requirements))?|requirements\s+(and|&)\s+qualifications|qualifications\s+(and|&)\s+(requirements|skills|experience)|skills\s+required|competencies|(key|core)\s+competencies|ideal\s+candidate|the\s+ideal\s+candidate|(the\s+)?ideal\s+candidate\s+(will|should|must)\s+(have|possess|be)(\s+the\s+following)?|your\s+profile|profile|(your|candidate|professional|ideal)\s+background|background|tech\s+stack|our\s+stack|technologies)$/,
    "required",
  ],
  [
    /^(((key|principal|primary|main|essential|major|core|general|other|additional|specific|your|job|position|role)\s+)*(responsibilities|duties|accountabilities|functions|tasks|deliverables)((\s*(,|and|&)\s*)(responsibilities|duties|accountabilities|functions|tasks|deliverables))*|job\s+description|position\s+description|what\s+you('ll|\s+will)\s+(do|be\s+doing)|the\s+role|about\s+the\s+role|role|your\s+role|day[\s-]to[\s-]day|in\s+this\s+role(\s+you\s+will)?|you\s+will|the\s+job|your\s+(mission|impact))$/,
    "responsibilities",
  ],
  [
    /^((your\s+)?(job|position|role)\s+(summary|description|overview|purpose)|overview|summary|description|introduction|purpose|purpose\s+of\s+(the\s+)?(position|role|job)|position\s+purpose|about\s+the\s+(job|position|opportunity)|the\s+opportunity|the\s+team|about\s+the\s+team)$/,
    "about",
  ],
  [
    /^(about\s+us|what\s+we\s+do|about\s+the\s+company|about\s+the\s+(firm|organi[sz]ation|employer|client)|company|who\s+we\s+are|our\s+company|company\s+(overview|description|profile)|our\s+(mission|story|values|culture)|mission|why\s+(join|work\s+(with|for))\s+us|(top\s+)?reasons\s+to\s+(work|join)(\s+(with|for))?(\s+us)?)$/,
    "company",
  ],
  [
    /^(benefits|perks|what\s+we\s+(?:offer|provide)|what('s|\s+is)\s+on\s+offer|compensation|salary|pay|pay\s+rate|wages?|(compensation|pay|salary)\s+(and|&)\s+(benefits|perks)|(benefits|perks)\s+(and|&)\s+(perks|benefits|compensation|pay)|we\s+(?:offer|provide)|what('s|\s+is)\s+in\s+it\s+for\s+you|what\s+you('ll|\s+will)\s+(get|receive)|(your\s+)?rewards?)$/,
    "benefits",
  ],
  [
    /^(equal\s+(employment\s+)?opportunity(\s+employer)?|eeo(\s+(statement|employer))?|eoe|disclaimer|legal|legal\s+notice|accommodations?)$/,
    "legal",
  ],
  [/^(how\s+to\s+apply|application\s+process|to\s+apply|next\s+steps|apply\s+now)$/, "application"],
  // Headings in the posting's own language, French, Spanish, Portuguese, German, Italian or Dutch,
  // over text in English or in that language ("Profil recherché•Valid permis C and E", "Un
  // plus•ADR training", "Nous offrons•Fixed salary").
  ...OWN_LANGUAGE_HEADINGS,
  [/^(key\s?words|search\s+(terms|key\s?words)|(job\s+)?tags|seo\s+key\s?words)$/, "keywords"],
  [
    /^(location|work\s+location|job\s+location|employment\s+type|job\s+type|type|schedule|shift|shifts|hours|work\s+schedule|shift\s+(and|&)\s+schedule|schedule\s+(and|&)\s+shifts?|job\s+details|work\s+arrangement|work\s+model|reports\s+to|(?:working|work)\s+(?:pattern|hours)(?:\s*(?:&|and)\s*(?:environment|conditions|location))?|(?:pattern|hours|schedule)\s*(?:&|and)\s*(?:environment|conditions|location|(?:working\s+)?pattern)|hours\s+of\s+work|(?:schedule|(?:working\s+|work\s+)?hours|work(?:ing)?\s+conditions)\s*(?:&|and)\s*physical\s+(?:requirements|demands)|physical\s+(?:requirements|demands)\s*(?:&|and)\s*(?:schedule|(?:working\s+)?hours)|work(?:ing)?\s+conditions\s*(?:&|and)\s*(?:schedule|hours))$/,
    "location",
  ],
  [
    /^(additional\s+information|other\s+information|physical\s+(requirements|demands)|physical\s+demands\s+(and|&)\s+work\s+environment|work(ing)?\s+(environment|conditions))$/,
    "other",
  ],
];

/**
 * A level in brackets after a heading: "(required)", "(nice to have, not required)", "(Preferred,
 * Not Essential)", "(requirements)", "(assets)".
 */
const LEVEL_WORD =
  "required|requirements?|mandatory|essential|must[ -]haves?|preferred|desirable|advantageous|(?:an? )?added advantage|optional|nice[ -]to[ -]haves?|a plus|bonus|assets?|(?:but )?not (?:required|mandatory|essential)|(?:an? )?advantage|" +
  // Spanish and Portuguese: "(excluyentes)", "(indispensables)", "(deseables)", "(no excluyentes)";
  "excluyentes?|indispensables?|imprescindibles?|obligatori[oa]s?|obrigat[óo]ri[oa]s?|deseables?|valorables?|desej[áa]ve(?:l|is)|no excluyentes?|" +
  // French: "(exigences)", "(obligatoire)", "(souhaité)".
  "exigences?|exigée?s?|obligatoires?|requise?s?|souhaitée?s?|appréciée?s?";
const LEVEL_BRACKET = new RegExp(
  `\\s*\\(((?:${LEVEL_WORD})(?:\\s*[,;/]\\s*(?:${LEVEL_WORD})|\\s+(?:and|but)\\s+(?:${LEVEL_WORD}))*)\\)$`,
);
const REQUIRED_WORD =
  /^(?:required|requirements?|mandatory|essential|must[ -]haves?|excluyentes?|indispensables?|imprescindibles?|obligatori[oa]s?|obrigat[óo]ri[oa]s?|exigences?|exigée?s?|obligatoires?|requise?s?)$/;

/** A heading in Japanese, Korean or Chinese, with its level in brackets: "応募資格（必須）". */
const CJK_HEADING_LINE = new RegExp(
  `^(${CJK_HEADINGS.map(([words]) => words).join("|")})(?:[（(]([^（）()]{1,6})[）)])?$`,
);
/** The level words of such a heading's bracket that make it preferred: "（尚可）", "(우대)". */
const CJK_PREFERRED_LEVEL = /^(?:尚可|歓迎|우대|우대사항|优先|加分)$/;

/** Heading kind of a short line, or undefined: `classifyHeading("Nice to have:")` -> "preferred". */
export function classifyHeading(raw: string): JobSectionKind | undefined {
  const cjk = CJK_HEADING_LINE.exec(raw.replace(/^[\s・•]+|[\s:：]+$/g, ""));
  if (cjk) {
    const kind = CJK_HEADINGS.find(([words]) => new RegExp(`^(?:${words})$`).test(cjk[1]!))![1];
    return kind === "required" && cjk[2] && CJK_PREFERRED_LEVEL.test(cjk[2]) ? "preferred" : kind;
  }
  let s = raw
    .toLowerCase()
    .replace(/^[#*\s\d.)-]+|[#*:\s.!]+$/g, "")
    .replace(/[’]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  // "What you'll bring (required)", "Nice to have (preferred)", "Preferred Qualifications (nice
  // to have, not required)": the bracket says the level, in one or more words of it.
  const level = LEVEL_BRACKET.exec(s);
  // "Nudimo (We offer)", "Uslovi (Requirements)": a heading in another language glossed in
  // English, the gloss a heading of its own (not a level alone: "Driver's licence (required)").
  const gloss = /^\S+(?: \S+){0,2} \(([^()]{3,40})\)$/.exec(s);
  if (gloss && (!level || gloss[1] === "requirements")) {
    const kind = HEADINGS.find(([re]) => re.test(gloss[1]!))?.[1];
    if (kind) return kind;
  }
  if (level) s = s.slice(0, level.index);
  if (!s || s.split(" ").length > 8) return undefined;
  for (const [re, kind] of HEADINGS)
    if (re.test(s))
      return level && (kind === "required" || kind === "preferred")
        ? level[1]!.split(/\s*[,;/]\s*|\s+(?:and|but)\s+/).every((w) => REQUIRED_WORD.test(w))
          ? "required"
          : "preferred"
        : kind;
  // "Highly regarded / nice to have": two names of one heading.
  const parts = s.split(/\s+\/\s+/);
  if (parts.length === 2) {
    const kinds = parts.map((p) => classifyHeading(p));
    if (kinds[0] && (kinds[0] === kinds[1] || !kinds[1])) return kinds[0];
  }
  // "About Little Acorns", "About Harborview Logistics Group": a firm introducing itself; "Why
  // Peachtree Valley", "Why you'll love it here": why to join it (not "Why this role matters").
  if (/^about\s+(?!(?:the|this|our|your|you|a|an)\b)\S/.test(s)) return "company";
  if (/^why\s+(?!(?:this|the)\s+(?:role|position|job|work)\b)\S/.test(s)) return "company";
  return undefined;
}

const BULLET_LEAD = new RegExp(`^(?:[\\s${BULLET_GLYPHS}\\uFFFD*·-]|â€¢|Â·|\\d{1,2}[.)](?=\\s))+`);

/** Whether a few words are a section heading; for the segmenter. */
const isHeadingText = (s: string) =>
  /^[A-Za-z][^.!?:]{0,58}$/.test(s.trim()) && classifyHeading(s) !== undefined;

/**
 * The JD as classified lines: every line (a segment: list item, sentence or heading, also cut
 * out of run-on text) knows the section it sits in and whether it is boilerplate.
 * A first line "# Title" is the posting's title line and opens no section.
 */
/**
 * "Qualifications – Preferred": a heading and, after a dash, which of its kind; its second half
 * alone when the text cut it at the dash after a heading. The second half's kind when it has one,
 * else the first's.
 */
function halvesHeading(raw: string, afterHeading: boolean): JobSectionKind | undefined {
  const cut = afterHeading ? /^\s*[\u2013\u2014-]\s*(\S.{0,40})$/.exec(raw) : null;
  if (cut) return classifyHeading(cut[1]!);
  const halves = /^\s*(\S.{2,40}?)\s+[\u2013\u2014-]\s+(\S.{2,30})$/.exec(raw);
  const first = halves ? classifyHeading(halves[1]!) : undefined;
  return first && (classifyHeading(halves![2]!) ?? first);
}

export function splitJobLines(text: string): JobLine[] {
  const lines: JobLine[] = [];
  let section: JobSectionKind = "other";
  let isFirst = true;
  const markup = markupRanges(text);
  for (const seg of segmentText(text, isHeadingText)) {
    const { start, end } = seg;
    const raw = text.slice(start, end);
    const contentStart = start + (BULLET_LEAD.exec(raw)?.[0].length ?? 0);
    if (!raw) {
      lines.push({ text: raw, start, end, section, isHeading: false, contentStart });
      continue;
    }
    // Pasted markup (a style sheet in an HTML comment) is page debris wherever it sits.
    if (markup.some(([a, b]) => start >= a && end <= b)) {
      lines.push({
        text: raw,
        start,
        end,
        section,
        isHeading: false,
        contentStart,
        ignored: "other",
      });
      continue;
    }
    const wasFirst = isFirst;
    isFirst = false;
    const body = text.slice(contentStart, end);
    // "Icing on the cake!": a heading may end with an exclamation.
    const whole = /^[#*\s]*[^.!?]{1,60}!?$/.test(raw)
      ? (classifyHeading(raw) ?? halvesHeading(raw, lines.at(-1)?.isHeading === true))
      : undefined;
    if (whole) {
      section = whole;
      const ignored = IGNORED_SECTIONS[section];
      lines.push({
        text: raw,
        start,
        end,
        section,
        isHeading: true,
        contentStart,
        ...(ignored ? { ignored } : {}),
      });
      continue;
    }
    if (wasFirst && /^#\s/.test(raw)) {
      // "# Registered Nurse": the title of a markdown posting.
      const at = start + raw.indexOf("#") + 1;
      const cs = at + (text.slice(at, end).length - text.slice(at, end).trimStart().length);
      lines.push({ text: raw, start, end, section: "title", isHeading: false, contentStart: cs });
      continue;
    }
    // "Requirements: Python, SQL" or "Location: Remote" put a heading before a colon.
    const colon = body.indexOf(":");
    if (colon > 0 && colon <= 60 && !/^\d/.test(body.slice(colon + 1))) {
      const kind = classifyHeading(body.slice(0, colon));
      if (kind) {
        const rest = text.slice(contentStart + colon + 1, end);
        const cs = contentStart + colon + 1 + (rest.length - rest.trimStart().length);
        // A heading with nothing after it on its line opens a section ("Qualifications:").
        if (!rest.trim()) {
          section = kind;
          const ignored = IGNORED_SECTIONS[section];
          lines.push({
            text: raw,
            start,
            end,
            section,
            isHeading: true,
            contentStart: cs,
            ...(ignored ? { ignored } : {}),
          });
          continue;
        }
        // In run-on text "Qualifications:At least one year ..." opens the section for the items
        // after it; a line of its own ("Must have: Go, SQL") speaks for itself only.
        if (kind !== "title" && kind !== "location" && !isLineEnd(text, end)) section = kind;
        const ignored = classifyBoilerplate(text.slice(cs, end)) ?? IGNORED_SECTIONS[kind];
        lines.push({
          text: raw,
          start,
          end,
          section: kind,
          isHeading: false,
          contentStart: cs,
          ...(ignored ? { ignored } : {}),
        });
        continue;
      }
    }
    // "Home Health Case Manager - RN" alone on the first line: the title of a pasted posting.
    if (wasFirst && seg.nameLine && looksLikeRole(body)) {
      lines.push({ text: raw, start, end, section: "title", isHeading: false, contentStart });
      continue;
    }
    // A sentence's own reason ("To apply, email ...") wins over its section's ("What we offer").
    const ignored = classifyBoilerplate(body) ?? IGNORED_SECTIONS[section];
    lines.push({
      text: raw,
      start,
      end,
      section,
      isHeading: false,
      contentStart,
      ...(ignored ? { ignored } : {}),
    });
  }
  return lines;
}

/** Whether `at` ends a physical line (the segment was not cut out of a longer line). */
function isLineEnd(text: string, at: number): boolean {
  let i = at;
  while (i < text.length && (text[i] === " " || text[i] === "\t" || text[i] === "\r")) i++;
  return i >= text.length || text[i] === "\n";
}
