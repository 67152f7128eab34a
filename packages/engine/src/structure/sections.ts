/**
 * Section detection: headings in many wordings ("Work Experience", "EMPLOYMENT HISTORY",
 * "Skills:", "S K I L L S", "— Education —", underlined), and the header block before them.
 */

import type { Line } from "./text-lines.ts";
import { HUMAN_LANGUAGES, SCHOOL_MARKERS } from "./vocabulary.ts";

export type SectionKey =
  | "summary"
  | "experience"
  | "education"
  | "skills"
  | "certifications"
  | "projects"
  | "languages"
  | "awards"
  | "volunteer"
  | "publications"
  | "interests"
  | "references"
  | "contact"
  | "coursework"
  | "additional";

const HEADINGS: Record<SectionKey, string[]> = {
  summary: [
    "summary",
    "professional summary",
    "career summary",
    "executive summary",
    "summary of qualifications",
    "qualifications summary",
    "profile",
    "professional profile",
    "career profile",
    "personal profile",
    "about",
    "about me",
    "a few words about me",
    "a little about me",
    "more about me",
    "objective",
    "career objective",
    "professional objective",
    "job objective",
    "objectives",
    "overview",
    "professional overview",
    "personal statement",
    "introduction",
    "bio",
    "career highlights",
    "career overview",
    "career focus",
    "highlights",
    "summary statement",
    "who i am",
    "professional background",
  ],
  experience: [
    "experience",
    "work experience",
    "professional experience",
    "relevant experience",
    "employment",
    "employment history",
    "work history",
    "career history",
    "professional history",
    "employment experience",
    "experience and employment",
    "positions held",
    "relevant work experience",
    "related experience",
    "teaching experience",
    "clinical experience",
    "clinical practice",
    "clinical teaching",
    "professional practice",
    "nursing practice",
    "research experience",
    "industry experience",
    "internship experience",
    "internships",
    "internship",
    "military experience",
    "military service",
    "professional employment",
    "career",
    "work",
    "experiences",
    "professional experiences",
    "work experiences",
    "leadership experience",
    "management experience",
    "sales experience",
    "nursing experience",
    "legal experience",
    "consulting experience",
    "freelance experience",
    "technical experience",
    "engineering experience",
    "relevant professional experience",
    "previous experience",
    "job history",
    "experience and leadership",
    "professional experience and leadership",
    "work and leadership experience",
    "academic appointments",
    "appointments",
    "professional appointments",
    "academic positions",
    "positions",
    "academic employment",
    "research positions",
    "teaching positions",
    "sea service",
    "sea time",
    // The performing arts' and film's word for the jobs worked: "SELECTED DESIGNS", "Credits".
    "credits",
    "production credits",
    "design credits",
    "theatre credits",
    "theater credits",
    "film credits",
    "professional credits",
    "designs",
    // In the first person, as sentences are: "Where I have worked".
    "where i have worked",
    "where ive worked",
    "where i worked",
    "places i have worked",
    "places ive worked",
  ],
  education: [
    "education",
    "academic background",
    "educational background",
    "education and training",
    "academics",
    "academic qualifications",
    "educational qualifications",
    "academic history",
    "education history",
    "qualifications",
    "education and qualifications",
    "schooling",
    "academic profile",
    "academic credentials",
    "education and certifications",
    "education and certificates",
    "education and credentials",
    "degrees",
    "academic experience",
    "educational history",
    "training and education",
    "studies",
  ],
  skills: [
    "skills",
    "technical skills",
    "key skills",
    "core skills",
    "core competencies",
    "competencies",
    "areas of expertise",
    "expertise",
    "technologies",
    "tech stack",
    "technical stack",
    "tools",
    "tools and technologies",
    "technologies and tools",
    "skills and abilities",
    "skills summary",
    "professional skills",
    "technical proficiencies",
    "proficiencies",
    "skill set",
    "skillset",
    "hard skills",
    "soft skills",
    "computer skills",
    "it skills",
    "relevant skills",
    "skills and expertise",
    "skills and competencies",
    "technical competencies",
    "key competencies",
    "core qualifications",
    "skills and tools",
    "skills and interests",
    "skills and awards",
    "skills and certifications",
    "skills and languages",
    "technical expertise",
    "programming skills",
    "software skills",
    "digital skills",
    "abilities",
    "strengths",
    "key strengths",
    "capabilities",
    "technical knowledge",
    "software",
    "programming languages",
    "languages and technologies",
    "languages and tools",
    "frameworks",
    "clinical skills",
    "additional skills",
    "other skills",
    "special skills",
    "skills highlights",
    "skill highlights",
    "summary of skills",
    "core strengths",
    "technical summary",
    "areas of knowledge",
    "knowledge",
    "toolbox",
    "toolkit",
  ],
  certifications: [
    "certifications",
    "certification",
    "certificates",
    "certificate",
    "licenses",
    "license",
    "licensure",
    "licenses and certifications",
    "certifications and licenses",
    "licences",
    "licences and certifications",
    "certifications and licences",
    "credentials",
    "professional certifications",
    // The UK's name for a profession's exams and titles (CII, ACCA, CIPD).
    "professional qualifications",
    // A trade's papers: "SAFETY QUALIFICATIONS", "TRADE QUALIFICATIONS", "Safety Tickets".
    "safety qualifications",
    "trade qualifications",
    "technical qualifications",
    "safety certifications",
    "safety certificates",
    "safety tickets",
    "tickets",
    "licences and qualifications",
    "licenses and qualifications",
    "qualifications and licences",
    "qualifications and licenses",
    "tickets and licences",
    "licences and tickets",
    "qualifications and tickets",
    "tickets and qualifications",
    // A seafarer's papers: "Certificates of Competency", "STCW Certificates", "Certificates &
    // Endorsements".
    "certificates of competency",
    "certificates of competence",
    "certificate of competency",
    "stcw certificates",
    "certificates and endorsements",
    "certificates of competency and endorsements",
    // A site worker's cards (CSCS, NPORS, CPCS): "CARDS & QUALIFICATIONS", "Cards and Tickets".
    "cards",
    "cards and qualifications",
    "qualifications and cards",
    "cards and tickets",
    "tickets and cards",
    "cards and certificates",
    "cards and licences",
    "accreditations",
    "certifications and training",
    "training and certifications",
    "licence and training",
    "license and training",
    "licences and training",
    "licenses and training",
    "training and licences",
    "training and licenses",
    // A clearance is a paper held: "Clearances", "Security Clearance".
    "clearances",
    "clearance",
    "security clearance",
    "security clearances",
    "certificates and training",
    "training and certificates",
    "certificates and courses",
    "courses and certificates",
    "courses and certifications",
    "certifications and courses",
    "professional development",
    "training",
    "courses and training",
    "professional licenses",
    "registrations",
    "registration",
    "professional registration",
    "professional registrations",
    "registrations and certifications",
    "licensure and registration",
    "certifications and awards",
    "licenses and credentials",
    "bar admissions",
    "bar admission",
    "professional enrolment",
    "professional enrollment",
    "admissions",
    "bar and court admissions",
    "court admissions",
  ],
  projects: [
    "projects",
    "project",
    "personal projects",
    "academic projects",
    "key projects",
    "selected projects",
    "side projects",
    "relevant projects",
    "open source",
    "open source projects",
    "open source contributions",
    "portfolio",
    "project experience",
    "projects and research",
    "notable projects",
    "technical projects",
    "independent projects",
    "research projects",
    "capstone project",
    "capstone projects",
    "selected work",
  ],
  languages: [
    "languages",
    "language",
    "language skills",
    "spoken languages",
    "language proficiency",
    "foreign languages",
    "languages spoken",
    "language competencies",
  ],
  awards: [
    "awards",
    "honors",
    "honours",
    "awards and honors",
    "honors and awards",
    "honours and awards",
    "awards and honours",
    "activities and honors",
    "honors and activities",
    "achievements",
    "accomplishments",
    "key achievements",
    "core accomplishments",
    "recognition",
    "awards and recognition",
    "scholarships",
    "scholarships and awards",
    "awards and achievements",
    "achievements and awards",
    "honors awards",
    "distinctions",
    "grants",
    "fellowships",
  ],
  volunteer: [
    "volunteer",
    "volunteering",
    "volunteer experience",
    "volunteer work",
    "community service",
    "community involvement",
    "community engagement",
    "leadership and activities",
    "activities",
    "extracurricular activities",
    "extracurriculars",
    "extra curricular activities",
    "involvement",
    "campus involvement",
    "on campus involvement",
    "leadership",
    "leadership and involvement",
    "volunteer and leadership",
    "civic engagement",
    "affiliations",
    "memberships",
    "membership",
    "professional affiliations",
    "professional memberships",
    "professional membership",
    "organizations",
    "associations",
  ],
  publications: [
    "publications",
    "publication",
    "research",
    "research papers",
    "papers",
    "presentations",
    "conferences",
    "patents",
    "publications and presentations",
    "talks",
    "selected publications",
  ],
  interests: [
    "interests",
    "hobbies",
    "hobbies and interests",
    "interests and hobbies",
    "personal interests",
    "activities and interests",
    "outside interests",
    "passions",
  ],
  references: ["references", "referees", "reference"],
  contact: [
    "contact",
    "contact information",
    "contact info",
    "contact details",
    "personal details",
    "personal information",
    "personal info",
    "details",
    "links",
    "online profiles",
    "social",
    "socials",
    "social media",
    "find me online",
    "profiles",
    "info",
  ],
  coursework: [
    "relevant coursework",
    "coursework",
    "courses",
    "relevant courses",
    "selected coursework",
  ],
  additional: [
    "additional information",
    "additional",
    "other",
    "miscellaneous",
    "other information",
    "more",
  ],
};

/**
 * Headings of résumés written, or headed, in Spanish, Portuguese, French, German, Italian,
 * Bosnian, Croatian, Serbian, Albanian, Dutch, Danish, Norwegian, Swedish, Indonesian or Malay ("Experiencia",
 * "Formación", "Habilitaciones", "Berufserfahrung", "Radno iskustvo", "Përvoja e punës",
 * "Werkervaring", "Erhvervserfaring", "Arbetslivserfarenhet", "Pengalaman Kerja"), in small letters as
 * `normalizeHeading` leaves them.
 */
const OWN_LANGUAGE_HEADINGS: Partial<Record<SectionKey, string[]>> = {
  summary: [
    "perfil",
    "perfil profesional",
    "perfil profissional",
    "resumen",
    "resumen profesional",
    "resumo",
    "resumo profissional",
    "sobre mí",
    "sobre mim",
    "objetivo",
    "objetivo profesional",
    "objetivo profissional",
    "profil",
    "profil professionnel",
    "à propos de moi",
    "objectif",
    "objectif professionnel",
    "kurzprofil",
    "über mich",
    "profilo",
    "profilo professionale",
    "chi sono",
    "o meni",
    "profil kandidata",
    "rreth meje",
    "profili",
    "profiel",
    "persoonlijk profiel",
    "over mij",
    "om mig",
    "om meg",
    "om mig själv",
    "personlig profil",
    "ringkasan",
    "ringkasan profil",
    "profil diri",
    "profil singkat",
    "tentang saya",
    "objektif kerjaya",
    "ringkasan diri",
  ],
  experience: [
    "experiencia",
    "experiencia profesional",
    "experiencia laboral",
    "trayectoria profesional",
    "historial laboral",
    "experiência",
    "experiência profissional",
    "experiência profissional e acadêmica",
    "expérience",
    "expérience professionnelle",
    "expériences professionnelles",
    "parcours professionnel",
    "berufserfahrung",
    "beruflicher werdegang",
    "werdegang",
    "esperienza",
    "esperienza professionale",
    "esperienze professionali",
    "esperienza lavorativa",
    "radno iskustvo",
    "iskustvo",
    "profesionalno iskustvo",
    "radno iskustvo i praksa",
    "përvoja",
    "përvoja e punës",
    "përvoja profesionale",
    "werkervaring",
    "werkervaringen",
    "arbeidservaring",
    "beroepservaring",
    "relevante werkervaring",
    "loopbaan",
    "ervaring",
    "erhvervserfaring",
    "arbejdserfaring",
    "erfaring",
    "beskæftigelse",
    "arbeidserfaring",
    "yrkeserfaring",
    "arbetslivserfarenhet",
    "arbetserfarenhet",
    "yrkeserfarenhet",
    "erfarenhet",
    "pengalaman kerja",
    "pengalaman",
    "pengalaman bekerja",
    "pengalaman profesional",
    "riwayat pekerjaan",
    "riwayat kerja",
  ],
  education: [
    "formación",
    "formación académica",
    "educación",
    "estudios",
    "formação",
    "formação académica",
    "formação acadêmica",
    "educação",
    "études",
    "diplômes",
    "formation académique",
    "formation",
    "formations",
    "formation et diplômes",
    "ausbildung",
    "bildungsweg",
    "studium",
    "istruzione",
    "formazione",
    "istruzione e formazione",
    "obrazovanje",
    "obrazovanje i osposobljavanje",
    "arsimi",
    "edukimi",
    "opleiding",
    "opleidingen",
    "onderwijs",
    "opleiding en cursussen",
    "opleidingen en cursussen",
    "uddannelse",
    "uddannelser",
    "utdanning",
    "utdannelse",
    "utbildning",
    "utbildningar",
    "pendidikan",
    "riwayat pendidikan",
    "pendidikan formal",
    "latar belakang pendidikan",
    "kelayakan akademik",
  ],
  skills: [
    "habilidades",
    "competencias",
    "aptitudes",
    "conocimientos",
    "herramientas",
    "competências",
    "ferramentas",
    "compétences",
    "compétences techniques",
    "outils",
    "kenntnisse",
    "fähigkeiten",
    "fachkenntnisse",
    "competenze",
    "strumenti",
    "vještine",
    "veštine",
    "vjestine",
    "aftësitë",
    "aftësi",
    "vaardigheden",
    "competenties",
    "kennis en vaardigheden",
    "vaardigheden en competenties",
    "kompetencer",
    "færdigheder",
    "kompetanse",
    "ferdigheter",
    "kompetenser",
    "färdigheter",
    "keahlian",
    "keahlian lain",
    "keterampilan",
    "kemampuan",
    "kemahiran",
  ],
  certifications: [
    "certificaciones",
    "certificados",
    "licencias",
    "habilitaciones",
    "certificações",
    "licenças",
    "habilitações",
    "habilitations",
    "licences et qualifications",
    "licences et certifications",
    "brevets et licences",
    "zertifikate",
    "zertifizierungen",
    "lizenzen",
    "certificazioni",
    "abilitazioni",
    "certifikati",
    "licence i certifikati",
    "certifikati i licence",
    "certifikatat",
    "licencat",
    "certificaten",
    "certificeringen",
    "diplomas en certificaten",
    "certifikater",
    "certificeringer",
    "sertifikater",
    "sertifiseringer",
    "certifikat",
    "certifieringar",
    "sertifikat",
    "sertifikasi",
    "lisensi",
    "lisensi and sertifikat",
    "lisensi dan sertifikat",
    "sertifikat and lisensi",
    "sertifikat dan lisensi",
    "sijil",
    "lesen",
    "sijil and lesen",
    "sijil dan lesen",
    "lesen and sijil",
    "lesen dan sijil",
  ],
  languages: [
    "idiomas",
    "lenguas",
    "línguas",
    "langues",
    "sprachen",
    "sprachkenntnisse",
    "lingue",
    "conoscenze linguistiche",
    "jezici",
    "strani jezici",
    "poznavanje jezika",
    "gjuhët",
    "gjuhe",
    "talen",
    "talenkennis",
    "sprog",
    "sprogkundskaber",
    "språk",
    "språkkunskaper",
    "bahasa",
    "kemampuan bahasa",
    "penguasaan bahasa",
    "kemahiran bahasa",
  ],
  awards: ["premios", "reconocimientos", "prémios", "distinctions", "auszeichnungen", "premi"],
  volunteer: ["voluntariado", "bénévolat", "ehrenamt", "volontariato"],
  publications: ["publicaciones", "publicações", "publikationen", "pubblicazioni"],
  interests: [
    "fritid",
    "fritidsinteresser",
    "intereses",
    "interesses",
    "centres dintérêt",
    "loisirs",
    "hobbys",
    "interessen",
    "interessi",
    "hobi",
    "minat",
  ],
  references: [
    "referencias",
    "referências",
    "références",
    "referenzen",
    "referenze",
    "referenties",
    "referencer",
    "referanser",
    "referenser",
    "referensi",
    "rujukan",
  ],
  contact: ["data pribadi", "data diri", "maklumat peribadi", "butiran peribadi"],
  coursework: [
    "cursos",
    "formation continue",
    "weiterbildung",
    "fortbildung",
    "corsi",
    "cursussen",
    "cursussen en trainingen",
    "kurser",
    "efteruddannelse",
    "kurs",
    "pelatihan",
    "kursus",
    "pelatihan and kursus",
    "pelatihan dan kursus",
  ],
};

const PHRASES = new Map<string, SectionKey>();
for (const headings of [HEADINGS, OWN_LANGUAGE_HEADINGS])
  for (const [key, phrases] of Object.entries(headings) as Array<[SectionKey, string[]]>) {
    for (const phrase of phrases) if (!PHRASES.has(phrase)) PHRASES.set(phrase, key);
  }

// Head nouns for headings not in the list ("Software Engineering Experience", "Nursing Licenses").
const HEAD_NOUNS: Array<[RegExp, SectionKey]> = [
  [/\b(?:experience|employment|internships?|appointments|positions)$/, "experience"],
  // "Practice History", "Career History": a history of the work, not "Education History".
  [
    /\b(?:practice|career|professional|clinical|teaching|work|job|employment|service|military|consulting|freelance|contract|project|field)\s+history$/,
    "experience",
  ],
  [/\b(?:education|academics?)$/, "education"],
  [/\b(?:skills|competencies|proficiencies|technologies|expertise)$/, "skills"],
  [
    /\b(?:certifications?|certificates|licen[cs]es|licensure|credentials|designations|registrations?)$/,
    "certifications",
  ],
  // "Professional Enrolment", "Bar Enrollment": a lawyer's or a profession's roll.
  [/\b(?:professional|bar|court)\s+enrol(?:l)?ments?$/, "certifications"],
  [/\bprojects$/, "projects"],
  [/\b(?:awards|honou?rs|achievements)$/, "awards"],
  [/\bpublications$/, "publications"],
  [/\b(?:summary|profile|objective)$/, "summary"],
  [/\b(?:volunteering|activities|involvement)$/, "volunteer"],
];

// Single generic words that also occur as ordinary lines; they must look like the other headings.
const WEAK_HEADINGS = new Set(
  `work career software knowledge research training details info leadership activities strengths abilities
highlights studies talks social socials more other additional tools frameworks about bio project language
certificate certification license reference internship degrees grants organizations associations overview
introduction expertise technologies profiles links papers conferences patents passions capabilities
involvement affiliations memberships qualifications profile credits designs`.split(/\s+/),
);

// Inline "Label: content" lines that open a section when they appear outside it.
const INLINE_KEYS = new Set<SectionKey>([
  "skills",
  "certifications",
  "interests",
  "summary",
  "languages",
]);

export interface Heading {
  key: SectionKey;
  /** Line index of the heading. */
  line: number;
  /** Offsets of the heading text itself (without decoration). */
  start: number;
  end: number;
  /** For inline headings ("Skills: Python, Go"), where the content starts. */
  contentStart?: number;
  /** ALL CAPS or other lettering, for consistency checks. */
  style: "upper" | "other";
}

export interface Section {
  key: SectionKey;
  heading: Heading;
  /** Content lines (the heading line excluded unless inline). */
  lines: Line[];
}

/** "S K I L L S" and "W O R K   H I S T O R Y" back to words. */
function collapseSpacedLetters(text: string): string {
  if (!/^(?:\S\s+){2,}\S$/.test(text)) return text;
  return text
    .split(/\s{2,}|\t/)
    .map((word) => word.replace(/\s+/g, ""))
    .join(" ");
}

/** Lower-cased heading words without decoration: "— WORK EXPERIENCE: —" -> "work experience". */
export function normalizeHeading(text: string): string {
  let t = text.replace(/^•\s*/, "");
  t = collapseSpacedLetters(t.trim());
  t = t.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  return t
    .toLowerCase()
    .replace(/[&+]/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[/,|]/g, " and ")
    .replace(/[^\p{L}\s-]/gu, " ")
    .replace(/\s+/g, " ")
    .replace(/\band and\b/g, "and")
    .trim();
}

function letterStyle(text: string): "upper" | "other" {
  const letters = text.replace(/[^\p{L}]/gu, "");
  return letters && letters === letters.toUpperCase() && letters !== letters.toLowerCase()
    ? "upper"
    : "other";
}

function isTitleCase(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const minor = new Set(["and", "of", "in", "for", "the", "&", "to", "on", "at", "with"]);
  return words.every((w) => minor.has(w.toLowerCase()) || /^[^\p{L}]*\p{Lu}/u.test(w));
}

/** Two words or more, only the first capitalised: "Clinical experience", "Board certification". */
function isSentenceCase(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return (
    words.length >= 2 &&
    words.every((w) => /^\p{L}/u.test(w)) &&
    /^\p{Lu}\p{Ll}/u.test(words[0]!) &&
    words.slice(1).every((w) => /^\p{Ll}/u.test(w))
  );
}

interface HeadingMatch {
  key: SectionKey;
  exact: boolean;
  contentStart?: number;
  /** Found by a word of it only (its head noun, or the first of two parts), not as a known heading. */
  byWord?: boolean;
}

/** Classifies one line as a section heading, or null. */
/**
 * "ICC CERTIFICATIONS (Cert. #8194720)" -> "ICC CERTIFICATIONS": a heading in capitals without the
 * remark in brackets after it, or the holder's number after it.
 */
function withoutRemark(text: string): string {
  const remark = /^(\P{Ll}*\p{Lu}{3}\P{Ll}*?)\s*\([^()]*\)$/u.exec(text);
  if (remark && !/\d/.test(remark[1]!)) return remark[1]!;
  // "TCFP / STATE CERTIFICATIONS   TCFP ID 98312": the holder's number after it.
  const id =
    /^(\P{Ll}*?\p{Lu}{3}[^\p{Ll}\d]*?)(?:\s+\p{Lu}{2,6})??\s+(?:ID|No\.?|#)\s*[:#]?\s*[\w-]*\d[\w-]*$/u.exec(
      text,
    );
  return id ? id[1]! : text;
}

export function matchHeading(line: Line): HeadingMatch | null {
  const text = line.text;
  // Only on a line a heading could be: the remark's patterns backtrack on a long one.
  const bare = text.length <= 100 ? withoutRemark(text) : text;
  if (bare !== text) return matchHeading({ ...line, text: bare });
  // "Certifications (Texas Commission on Fire Protection unless noted)": a known heading in other
  // lettering, with a remark in words in brackets after it; not "Experience (9-12)", a wrapped
  // line's end.
  const titled =
    text.length <= 100 ? /^(\p{Lu}[\p{L} &/,'’-]{2,40}?)\s*\([^()\d]*\)$/u.exec(text) : null;
  if (titled) {
    const heading = matchHeading({ ...line, text: titled[1]! });
    if (heading?.exact) return heading;
  }
  if (!text || text.length > 60) return matchInlineHeading(line);
  if (/[.!?]$/.test(text) && !/\b(?:etc|misc)\.$/i.test(text)) return null;
  // "2. CLINICAL APPOINTMENTS": a heading's number in a CV's list of sections.
  if (/\d/.test(text.replace(/^•\s*/, "").replace(/^\d{1,2}[.)][ \t]+(?=\p{Lu})/u, "")))
    return null;
  const norm = normalizeHeading(text);
  if (!norm || norm.split(" ").length > 6) return matchInlineHeading(line);
  const exact =
    PHRASES.get(norm) ?? PHRASES.get(norm.replace(/^(?:my|key|selected|relevant|other)\s+/, ""));
  const bulleted = text.startsWith("•");
  if (exact) {
    const strong = !WEAK_HEADINGS.has(norm);
    if (bulleted && !strong) return null;
    return { key: exact, exact: strong };
  }
  if (bulleted) return null;
  const words = norm.split(" ");
  if (words.length > 4) {
    // "Board Certification, Licenses & Registrations": short parts, each a heading of its own; the
    // first decides.
    const parts = norm.split(/\s+and\s+/);
    const keys = parts.map((p) =>
      p.split(" ").length <= 3
        ? (PHRASES.get(p) ?? HEAD_NOUNS.find(([re]) => re.test(p))?.[1])
        : undefined,
    );
    if (parts.length >= 2 && keys.every(Boolean))
      return { key: keys[0]!, exact: false, byWord: true };
    return matchInlineHeading(line);
  }
  for (const [re, key] of HEAD_NOUNS) {
    if (re.test(norm)) return { key, exact: false, byWord: true };
  }
  // "PRC LICENSE", "NURSING LICENCE": one paper's name in capitals heads its lines.
  if (words.length <= 3 && letterStyle(text) === "upper" && /\blicen[cs]e$/.test(norm))
    return { key: "certifications", exact: false, byWord: true };
  // "Education & Certifications", "Skills and Interests", "FAA Certificates & Training": the first
  // part decides, by its phrase or its head noun.
  const first = norm.split(/\s+and\s+/)[0]!;
  const firstKey = PHRASES.get(first) ?? HEAD_NOUNS.find(([re]) => re.test(first))?.[1];
  if (firstKey && first !== norm) return { key: firstKey, exact: false, byWord: true };
  // "LAN ESPERIENTZIA / EXPERIENCIA", "IKASKETAK / FORMACIÓN": a heading written in two
  // languages, in capitals, one of them read; not a line of a list ("Sales / Volunteer").
  const sides =
    text.includes("/") && letterStyle(text) === "upper"
      ? text.split("/").map((side) => normalizeHeading(side))
      : [];
  const read =
    sides.length === 2 && sides.every((side) => side && side.split(" ").length <= 3)
      ? sides.map((side) => (WEAK_HEADINGS.has(side) ? undefined : PHRASES.get(side))).find(Boolean)
      : undefined;
  if (read) return { key: read, exact: false, byWord: true };
  return matchInlineHeading(line);
}

function matchInlineHeading(line: Line): HeadingMatch | null {
  const m = /^([\p{L} &/'’-]{3,40}?)\s*[:：]\s*(\S.*)$/u.exec(line.text);
  if (!m) return null;
  const key = PHRASES.get(normalizeHeading(m[1]!));
  if (!key || !INLINE_KEYS.has(key)) return null;
  const content = m[2]!;
  if (key === "languages") {
    const firstWord = content.split(/[\s,;(]/)[0]!.toLowerCase();
    if (!HUMAN_LANGUAGES.has(firstWord)) return null;
  }
  return { key, exact: true, contentStart: line.start + line.text.length - content.length };
}

function isDecoration(text: string): boolean {
  return /^[-=_~*─━═·•.]{3,}$/.test(text);
}

export interface SectionLayout {
  header: Line[];
  sections: Section[];
}

/**
 * Splits résumé lines into the header block and sections.
 * @example detectSections(splitLines("Jane Doe\nEXPERIENCE\nEngineer")).sections[0].key // "experience"
 */
export function detectSections(lines: Line[]): SectionLayout {
  const candidates: Array<{ line: Line; match: HeadingMatch }> = [];
  for (const line of lines) {
    if (!line.text || isDecoration(line.text)) continue;
    const match = matchHeading(line);
    if (match) candidates.push({ line, match });
  }
  // Headings found by head noun only must look like the document's real headings.
  const exactStyles = new Set(
    candidates
      .filter((c) => c.match.exact && c.match.contentStart === undefined)
      .map((c) => letterStyle(c.line.text)),
  );
  // When most headings share one lettering (ALL CAPS), a lone single word in another
  // lettering ("Volunteer" under "VOLUNTEER EXPERIENCE") is a line of content.
  const exactCandidates = candidates.filter(
    (c) => c.match.exact && c.match.contentStart === undefined,
  );
  const upperCount = exactCandidates.filter((c) => letterStyle(c.line.text) === "upper").length;
  const dominantUpper = upperCount >= 3 && upperCount / exactCandidates.length >= 0.7;
  const sentenceCaseHeadings = exactCandidates.some((c) => isSentenceCase(c.line.text));
  const byIndex = new Map(lines.map((l) => [l.index, l]));
  const isCandidate = new Set(candidates.map((c) => c.line.index));
  // A short label between two others ("TeamBuilder", "Training and Development", "Business
  // Development" under a role) is an item of their list, not a heading found by a word of it.
  const isListLabel = (l: Line | undefined) =>
    Boolean(
      l?.text &&
        l.text.length <= 40 &&
        /^\p{L}[\p{L} &'’/-]*$/u.test(l.text) &&
        letterStyle(l.text) !== "upper" &&
        !isCandidate.has(l.index),
    );
  const accepted = candidates.filter(({ line, match }) => {
    if (match.exact) {
      if (!dominantUpper || match.contentStart !== undefined || letterStyle(line.text) === "upper")
        return true;
      return normalizeHeading(line.text).split(" ").length > 1;
    }
    if (
      match.byWord &&
      isListLabel(byIndex.get(line.index - 1)) &&
      isListLabel(byIndex.get(line.index + 1))
    )
      return false;
    const style = letterStyle(withoutRemark(line.text));
    if (exactStyles.size === 0) return style === "upper" || /:$/.test(line.text);
    if (exactStyles.has(style))
      return (
        style === "upper" ||
        isTitleCase(line.text.replace(/^•\s*/, "")) ||
        // "Board certification" where the known headings are written so ("Clinical experience").
        (sentenceCaseHeadings && isSentenceCase(line.text))
      );
    return false;
  });

  const headings: Heading[] = [];
  let current: SectionKey | null = null;
  for (const { line, match } of accepted) {
    if (match.contentStart !== undefined) {
      // "Languages: Python, Go" inside Skills is a group label, not a new section.
      if (current === match.key) continue;
      // "Certificate : Wetland Delineation , 2012 Rutgers University" inside Education is a
      // credential with its year or school, not a Certifications section.
      const content = line.text.slice(match.contentStart - line.start);
      if (
        current === "education" &&
        match.key === "certifications" &&
        (/\b(?:19|20)\d\d\b/.test(content) || SCHOOL_MARKERS.test(content))
      )
        continue;
    }
    const label = line.text.replace(/^•\s*/, "");
    const labelStart = line.start + (line.text.length - label.length);
    const headEnd = match.contentStart !== undefined ? line.text.indexOf(":") : -1;
    headings.push({
      key: match.key,
      line: line.index,
      start: labelStart,
      end: headEnd > 0 ? line.start + headEnd : line.end,
      contentStart: match.contentStart,
      style: letterStyle(label),
    });
    current = match.key;
  }

  const sections: Section[] = [];
  const firstHeading = headings[0]?.line ?? lines.length;
  const header = lines.slice(0, firstHeading).filter((l) => l.text && !isDecoration(l.text));
  headings.forEach((heading, i) => {
    const endLine = headings[i + 1]?.line ?? lines.length;
    const content = lines.slice(heading.line + 1, endLine).filter((l) => !isDecoration(l.text));
    if (heading.contentStart !== undefined) {
      const line = lines[heading.line]!;
      const offset = heading.contentStart - line.start;
      content.unshift({
        text: line.text.slice(offset),
        start: heading.contentStart,
        end: line.end,
        index: line.index,
      });
    }
    sections.push({ key: heading.key, heading, lines: content });
  });
  return { header, sections };
}
