/**
 * Word lists the structurer reasons with: job-title words across professions, employer and
 * school markers, degrees, places and languages. Lower-case unless noted.
 */

/** Nouns that name a role: a fragment holding one is very likely a job title. */
/**
 * Role nouns of résumés written in French, Spanish and Portuguese, each gender's form: "Ingénieur
 * RZA", "Técnico de Mantenimiento", "Enfermeira". Not a word as often something else ("técnica",
 * a technique; "piloto", a pilot project; "responsable", "médico", adjectives).
 */
const FOREIGN_ROLE_NOUNS = `ingénieur ingénieure technicien technicienne infirmier infirmière comptable directeur
directrice copilote pilote instructeur instructrice commandant conseiller conseillère gestionnaire juriste avocat
avocate médecin pharmacien pharmacienne conducteur électricien soudeur mécanicien opérateur opératrice
vendeur vendeuse enseignant enseignante professeur formateur formatrice éducateur éducatrice déclarant déclarante
secrétaire assistante agronome géomètre architecte sage-femme traducteur traductrice chargé chargée
ingeniero ingeniera técnico enfermero enfermera contador contadora gerente jefe jefa directora abogado abogada
farmacéutico farmacéutica electricista soldador mecánico operador operadora vendedor vendedora profesora
docente maestro maestra auxiliar analista asesor asesora coordinador coordinadora administrador administradora
asistente arquitecto arquitecta traductor traductora capitán engenheiro engenheira enfermeiro enfermeira
contabilista diretor diretora advogado advogada farmacêutico motorista eletricista mecânico professora assistente
coordenador coordenadora consultora arquiteto arquiteta tradutor tradutora`;

export const ROLE_NOUNS = new Set(
  `engineer engineers developer developers programmer architect manager managers director directors analyst analysts
designer designers consultant consultants specialist specialists coordinator coordinators administrator administrators
assistant assistants associate intern interns internship trainee apprentice lead leader head chief officer president
vp ceo cto cfo coo cio cmo cpo ciso founder cofounder co-founder owner partner principal scientist scientists
researcher research fellow postdoc professor lecturer teacher tutor instructor educator faculty nurse rn lpn cna np
physician doctor surgeon resident therapist physiotherapist pharmacist technician technologist accountant auditor
bookkeeper controller clerk cashier representative rep agent advisor adviser counselor counsellor recruiter sourcer
writer editor journalist reporter copywriter marketer strategist planner producer artist photographer videographer
animator illustrator chef cook sous server waiter waitress bartender barista host hostess driver operator mechanic
electrician plumber carpenter welder machinist supervisor foreman superintendent inspector guard paralegal attorney
lawyer counsel solicitor barrister secretary receptionist aide caregiver dentist hygienist veterinarian paramedic emt
pilot attendant salesperson executive buyer merchandiser stylist librarian curator volunteer member treasurer chair
chairman chairperson ambassador mentor coach trainer facilitator practitioner midwife dietitian nutritionist
psychologist psychiatrist worker laborer labourer handler assembler packer picker loader dispatcher scheduler estimator
surveyor draftsman drafter geologist chemist biologist physicist mathematician statistician economist actuary
underwriter banker broker trader teller investigator detective firefighter soldier sergeant lieutenant captain
commander colonel steward housekeeper janitor custodian landscaper gardener farmer devops sre tester qa dba
webmaster owner proprietor translator interpreter therapist optometrist radiographer sonographer phlebotomist
dispatcher cleaner nanny babysitter tutor counselor coordinator organizer organiser ta ra assistant manager
superintendent registrar dean provost chancellor rector principal vice-president svp evp avp gm clinician
hygienist pathologist anesthesiologist anaesthetist cardiologist radiologist dermatologist pediatrician obstetrician
optician audiologist podiatrist chiropractor osteopath orthodontist paralegal notary auctioneer appraiser assessor
adjuster claims examiner lineman technician installer repairer fitter rigger roofer painter plasterer mason
bricklayer glazier upholsterer tailor seamstress baker butcher brewer winemaker sommelier concierge valet porter
bellhop lifeguard ranger warden marshal deputy constable trooper agent specialist generalist partner crew
staff consultant freelancer contractor entrepreneur creator maintainer contributor expert professional
servicer repairman caretaker chauffeur transcriptionist collector millwright bailiff jailer embalmer keeper
biostatistician epidemiologist hydrologist technologist programmer-analyst dishwasher housekeeper courier
clerk-typist typist stenographer officer paralegal carrier sorter grader tender setter finisher polisher
advocate liaison asst mgr storekeeper salesman saleswoman journeyman driller groomer splicer molder
framer pipefitter boilermaker ironworker lineworker farrier scribe seaman deckhand tankerman boatswain
bosun
${FOREIGN_ROLE_NOUNS}`
    .split(/\s+/)
    .filter(Boolean),
);

/** Whether a word names a role, plurals included ("technicians", "secretaries", "coaches"). */
export function isRoleNoun(word: string): boolean {
  if (ROLE_NOUNS.has(word)) return true;
  if (word.length < 4 || !word.endsWith("s")) return false;
  return (
    ROLE_NOUNS.has(word.slice(0, -1)) ||
    (word.endsWith("es") && ROLE_NOUNS.has(word.slice(0, -2))) ||
    (word.endsWith("ies") && ROLE_NOUNS.has(`${word.slice(0, -3)}y`))
  );
}

/** A word with each letter but its first and last left out in turn: "manager" -> "mnager", … */
function innerLettersLeftOut(word: string): string[] {
  return [...word.slice(1, -1)].map((_, i) => word.slice(0, i + 1) + word.slice(i + 2));
}

/** Each singular role noun of seven or more letters with one inner letter left out. */
let nearRoleNouns: Set<string> | undefined;

/**
 * Whether a word is a role noun misspelt inside by one letter, left out, added, changed or two
 * swapped: "MANGER", "Assitant", "Techician", "Supervsior". Its first and last letters stay,
 * so that a word is no misspelt role when it is another word of it ("manage", "managed",
 * "service", "advisory"). Only singular nouns of seven or more letters, and no word of an
 * organisation's name: a shorter noun is as often another word ("packer", "Parker").
 */
export function isMisspeltRoleNoun(word: string): boolean {
  if (word.length < 6 || isRoleNoun(word) || COMPANY_MARKERS.has(word)) return false;
  if (!nearRoleNouns) {
    nearRoleNouns = new Set();
    for (const noun of ROLE_NOUNS)
      if (noun.length >= 7 && /^\p{L}+$/u.test(noun) && !noun.endsWith("s"))
        for (const near of innerLettersLeftOut(noun)) nearRoleNouns.add(near);
  }
  // A letter left out ("manger"), else one added ("assisstant") or changed and swapped, which
  // meet the noun once a letter is left out of both.
  return (
    nearRoleNouns.has(word) ||
    innerLettersLeftOut(word).some(
      (w) => (w.length >= 7 && !w.endsWith("s") && ROLE_NOUNS.has(w)) || nearRoleNouns!.has(w),
    )
  );
}

/** Words that qualify a role; they make a title more likely but do not name one. */
export const ROLE_MODIFIERS = new Set(
  `senior sr sr. junior jr jr. staff lead principal associate assistant deputy executive graduate entry level mid
chief head vice general regional national global area district field technical software data product project program
programme full stack full-stack frontend front-end backend back-end web mobile cloud systems network security
devops machine learning ml ai ux ui qa quality test sales marketing account customer support service operations
financial finance business clinical registered licensed certified charge staff travel floor icu er pediatric
medical dental nursing teaching research graduate undergraduate student summer part-time freelance contract
interim acting visiting adjunct`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that mark a fragment as an organisation (employer), matched as whole words. */
export const COMPANY_MARKERS = new Set(
  `inc inc. incorporated llc l.l.c. llp lp ltd ltd. limited plc gmbh ag sa s.a. sas sarl srl spa bv b.v. nv oy ab as
kk pty pte corp corp. corporation co co. company companies group holdings holding technologies technology tech labs
lab laboratories laboratory solutions systems partners consulting consultants consultancy agency agencies foundation
institute association associates services studios studio media health healthcare hospital hospitals clinic clinics
medical pharmaceuticals pharma bank banking capital ventures industries international enterprises enterprise networks
software games entertainment restaurant restaurants hotel hotels resort store stores shop market markets supermarket
retail district council ministry department government county city state federal army navy corps force
university college school academy church trust fund insurance financial logistics manufacturing motors airlines
airways energy electric power telecom communications analytics digital interactive global worldwide
inc, llc, ltd, gmbh, corp, organization organisation org nonprofit non-profit ngo charity firm
sdn bhd berhad pvt tbk ltda kft zrt s.r.o s.r.l d.o.o doo ooo jsc ojsc pjsc cjsc sprl bvba eurl eirl wll w.l.l fze fzco`
    .split(/\s+/)
    .filter(Boolean),
);

/** Well-known employers that carry no marker word. */
export const KNOWN_COMPANIES = new Set(
  `google alphabet amazon aws apple microsoft meta facebook netflix uber lyft airbnb stripe figma notion openai
anthropic twitter linkedin salesforce oracle ibm intel nvidia amd qualcomm cisco adobe sap accenture deloitte
pwc kpmg ey mckinsey bcg bain goldman jpmorgan walmart target costco starbucks mcdonald's tesla spacex shopify
spotify slack dropbox atlassian github gitlab paypal visa mastercard samsung sony lg nokia ericsson siemens bosch
infosys tcs wipro cognizant capgemini hcl verizon comcast disney nike pepsico coca-cola unilever nestle pfizer
moderna kaiser mayo cvs walgreens fedex ups dhl boeing airbus lockheed raytheon`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that mark an educational institution. */
export const SCHOOL_MARKERS =
  /\b(?:university|universit[àäé]|universidad|universidade|université|universität|college|institute|institut|instituto|school|academy|polytechnic|politecnico|conservatory|seminary|iit|nit|mit|ucla|usc|nyu|ucsd|uc\s+[a-z]+|cuny|suny|gymnasium|lycée|hochschule|faculty\s+of|campus)\b/i;

/** Words of fields of study, as degrees name them ("Business Administration", "Marine Biology"). */
export const FIELD_WORDS = new Set(
  `administration management science sciences studies engineering education technology systems arts
art marketing nursing psychology accounting finance financial economics biology chemistry physics
mathematics math communication communications justice criminal health physical computer computers
information business human resources marine environmental humanities politics political sociology
history english literature music design fashion merchandising merchandise general liberal applied public
relations international social work legal law medical medicine pharmacy nutrition kinesiology exercise
sport sports hospitality culinary agriculture agricultural animal plant forestry geology geography
philosophy religion theology journalism media digital graphic interior architecture civil mechanical
electrical electronics chemical industrial aerospace aviation operations supply chain logistics
statistics data analytics organizational leadership development early childhood elementary special
counseling clinical therapy television motion pictures photography fiction writing
healthcare radio film theatre theater drama broadcast broadcasting journalism pilot respiratory radiology dental hygiene veterinary biomedical molecular genetics
neuroscience anthropology estate insurance banking entrepreneurship project quality safety fire
emergency security network networking software web programming telecommunications office
administrative secretarial technical wildlife ecology zoology botany government services planning
urban library ministry divinity midwifery phlebotomy policy affairs networks knowledge`.split(
    /\s+/,
  ),
);
export interface DegreeRule {
  /** Abbreviations, matched case-sensitively where they collide with words ("MS", "BA", "MA"). */
  abbr?: RegExp;
  /** Spelled-out forms, matched case-insensitively. */
  long?: RegExp;
  name: string;
  level: "high-school" | "associate" | "bachelor" | "master" | "doctorate" | "diploma";
}

const rule = (
  name: string,
  level: DegreeRule["level"],
  abbr?: RegExp,
  long?: RegExp,
): DegreeRule => ({ name, level, abbr, long });

// Most specific first: "Bachelor of Science in Nursing" before "Bachelor of Science" before "Bachelor".
export const DEGREE_RULES: DegreeRule[] = [
  rule(
    "Doctor of Philosophy",
    "doctorate",
    /\bPh\.?\s?D\b\.?|\bD\.?Phil\b/i,
    /\bdoctor(?:ate)? of philosophy\b/i,
  ),
  rule(
    "Doctor of Medicine",
    "doctorate",
    /\bM\.D\.(?!\w)|\bMD\b(?=[,\s]|$)/,
    /\bdoctor of medicine\b/i,
  ),
  // "DO — University of New England College of Osteopathic Medicine": a dash, a comma or the
  // line's end after it, not the word "do" in capitals.
  rule(
    "Doctor of Osteopathic Medicine",
    "doctorate",
    /\bD\.O\.(?!\w)|\bDO\b(?=[ \t]*(?:[,\u2013\u2014-]|$))/,
    /\bdoctor of osteopathic medicine\b/i,
  ),
  rule(
    "Juris Doctor",
    "doctorate",
    /\bJ\.D\.(?!\w)|\bJD\b(?=[,\s]|$)/,
    /\bjuris doctor(?:ate)?\b/i,
  ),
  rule("Doctor of Education", "doctorate", /\bEd\.?D\b\.?/, /\bdoctor of education\b/i),
  rule("Doctor of Pharmacy", "doctorate", /\bPharm\.?\s?D\b\.?/, /\bdoctor of pharmacy\b/i),
  rule("Doctor of Nursing Practice", "doctorate", /\bDNP\b/, /\bdoctor of nursing practice\b/i),
  rule(
    "Doctor of Dental Surgery",
    "doctorate",
    /\bD\.?D\.?S\b\.?/,
    /\bdoctor of dental surgery\b/i,
  ),
  rule(
    "Doctor of Veterinary Medicine",
    "doctorate",
    /\bD\.?V\.?M\b\.?/,
    /\bdoctor of veterinary medicine\b/i,
  ),
  rule("Doctor of Psychology", "doctorate", /\bPsy\.?D\b\.?/, /\bdoctor of psychology\b/i),
  // Other languages' words too: "Doctorado en …", "Doutorado", "Dottorato di ricerca".
  rule(
    "Doctorate",
    "doctorate",
    undefined,
    /\bdoctorate\b|\bdoctoral degree\b|\bdoctorado\b|\bdoutorado\b|\bdottorato\b/i,
  ),
  // A first medical degree of the Commonwealth, at a master's level: "MBBS", "MBChB", "MB BCh".
  rule(
    "Bachelor of Medicine, Bachelor of Surgery",
    "master",
    /\bM\.?B\.?,?[ \t]?(?:B\.?S|Ch\.?B|B\.?Ch|B\.?Ch\.?B)\b\.?|\bB\.?M\.?[ \t]?B\.?S\b\.?/,
    /\bbachelor of medicine(?:,|[ \t]+and)?[ \t]+(?:&[ \t]+)?bachelor of surgery\b/i,
  ),
  // A French or German engineer's degree, five years of study: "Diplôme d'Ingénieur Agronome",
  // "Dipl.-Ing.".
  rule(
    "Engineer's Degree",
    "master",
    /\bDipl\.?[ \t]?-[ \t]?Ing\b\.?/,
    /\bdipl[\u00f4o]me[ \t]+d['\u2019][ \t]*ing[\u00e9e]nieur|\bdiplom-ingenieur/i,
  ),
  rule(
    "Master of Business Administration",
    "master",
    /\bM\.?B\.?A\b\.?|\bEMBA\b/,
    /\bmaster(?:['’]?s)? (?:degree )?(?:of|in) business administration\b/i,
  ),
  rule(
    "Master of Science in Nursing",
    "master",
    /\bM\.?S\.?N\b\.?/,
    /\bmaster(?:['’]?s)? of science in nursing\b/i,
  ),
  rule(
    "Master of Public Health",
    "master",
    /\bM\.?P\.?H\b\.?/,
    /\bmaster(?:['’]?s)? of public health\b/i,
  ),
  rule(
    "Master of Social Work",
    "master",
    /\bM\.?S\.?W\b\.?/,
    /\bmaster(?:['’]?s)? of social work\b/i,
  ),
  rule(
    "Master of Public Administration",
    "master",
    /\bM\.?P\.?A\b\.?/,
    /\bmaster(?:['’]?s)? of public administration\b/i,
  ),
  rule(
    "Master of Engineering",
    "master",
    /\bM\.?\s?Eng\b\.?|\bM\.E\b\.?/,
    /\bmaster(?:['’]?s)? of engineering\b/i,
  ),
  rule(
    "Master of Technology",
    "master",
    /\bM[.\s-]{0,2}Tech\b\.?/i,
    /\bmaster(?:['’]?s)? of technology\b/i,
  ),
  rule(
    "Master of Commerce",
    "master",
    /\bM\.?\s?[Cc]om\b\.?(?!\.\p{L})/u,
    /\bmaster(?:['’]?s)? of commerce\b/i,
  ),
  rule(
    "Master of Computer Applications",
    "master",
    /\bM\.?C\.?A\b\.?/,
    /\bmaster(?:['’]?s)? of computer applications\b/i,
  ),
  rule("Master of Fine Arts", "master", /\bM\.?F\.?A\b\.?/, /\bmaster(?:['’]?s)? of fine arts\b/i),
  rule("Master of Education", "master", /\bM\.?\s?Ed\b\.?/, /\bmaster(?:['’]?s)? of education\b/i),
  rule("Master of Laws", "master", /\bLL\.?M\b\.?/, /\bmaster(?:['’]?s)? of laws\b/i),
  rule(
    "Master of Philosophy",
    "master",
    /\bM\.?\s?Phil\b\.?/,
    /\bmaster(?:['’]?s)? of philosophy\b/i,
  ),
  rule(
    "Master of Architecture",
    "master",
    /\bM\.?\s?Arch\b\.?/,
    /\bmaster(?:['’]?s)? of architecture\b/i,
  ),
  rule(
    "Master of Science",
    "master",
    /\bM\.?\s?Sc\b\.?|\bMsc\b\.?|\bM\.S\.?(?!\w)|\bMS\b(?![\s-]*(?:Office|Word|Excel|Project|Access|Teams|SQL|Dynamics|Visio|PowerPoint|Outlook|Azure|Windows))/,
    /\bmaster(?:['’]?s)? (?:of|in) science\b/i,
  ),
  rule(
    "Master of Arts",
    "master",
    /\bM\.A\b\.?|\bMA\b(?=[,\s(]|$)/,
    /\bmaster(?:['’]?s)? (?:of|in) arts\b/i,
  ),
  rule(
    "Master's Degree",
    "master",
    undefined,
    /\bmasters?['’]?s?\s+(?:degree|program(?:me)?)\b|\bmaster['’]s\b|\bmasters\b|(?<!\p{L}[\p{L}.]*\s+)\bmaster(?:\s+(?:of|in)\s+(?!ceremonies|chef)|(?=\s*(?:[,(–]|-\s|$)))|\bpost ?graduate degree\b|\bmag[ií]ster\b|\bmaestr[ií]a\b|\bmestrado\b|\blaurea magistrale\b/iu,
  ),
  rule(
    "Bachelor of Science in Nursing",
    "bachelor",
    /\bB\.?S\.?N\b\.?/,
    /\bbachelor(?:['’]?s)? of science in nursing\b/i,
  ),
  rule(
    "Bachelor of Business Administration",
    "bachelor",
    /\bB\.?B\.?A\b\.?/,
    /\bbachelor(?:['’]?s)? (?:degree )?(?:of|in) business administration\b/i,
  ),
  rule(
    "Bachelor of Technology",
    "bachelor",
    /\bB[.\s-]{0,2}Tech\b\.?/i,
    /\bbachelor(?:['’]?s)? of technology\b/i,
  ),
  rule(
    "Bachelor of Engineering",
    "bachelor",
    /\bB\.?\s?Eng\b\.?|\bB\.\s?E\b\.?|\bB\s?E\b\.?(?=\s*(?:[,(–-]|in\s|\p{Lu}|$))/u,
    /\bbachelor(?:['’]?s)? of engineering\b/i,
  ),
  rule(
    "Bachelor of Commerce",
    "bachelor",
    /\bB\.?\s?[Cc]om\b\.?(?!\.\p{L})/u,
    /\bbachelor(?:['’]?s)? of commerce\b/i,
  ),
  rule(
    "Bachelor of Computer Applications",
    "bachelor",
    /\bB\.?C\.?A\b\.?/,
    /\bbachelor(?:['’]?s)? of computer applications\b/i,
  ),
  rule(
    "Bachelor of Fine Arts",
    "bachelor",
    /\bB\.?F\.?A\b\.?/,
    /\bbachelor(?:['’]?s)? of fine arts\b/i,
  ),
  rule(
    "Bachelor of Education",
    "bachelor",
    /\bB\.?\s?Ed\b\.?/,
    /\bbachelor(?:['’]?s)? of education\b/i,
  ),
  rule("Bachelor of Laws", "bachelor", /\bLL\.?B\b\.?/, /\bbachelor(?:['’]?s)? of laws\b/i),
  rule(
    "Bachelor of Architecture",
    "bachelor",
    /\bB\.?\s?Arch\b\.?/,
    /\bbachelor(?:['’]?s)? of architecture\b/i,
  ),
  rule(
    "Bachelor of Social Work",
    "bachelor",
    /\bB\.?S\.?W\b\.?/,
    /\bbachelor(?:['’]?s)? of social work\b/i,
  ),
  rule(
    "Bachelor of Pharmacy",
    "bachelor",
    /\bB\.?\s?Pharm\b\.?/,
    /\bbachelor(?:['’]?s)? of pharmacy\b/i,
  ),
  rule("Bachelor of Music", "bachelor", /\bB\.?\s?Mus\b\.?/, /\bbachelor(?:['’]?s)? of music\b/i),
  rule(
    "Bachelor of Science",
    "bachelor",
    /\bB\.?\s?Sc\b\.?|\bBsc\b\.?|\bB\.S\.?(?!\w)|\bBS\b(?=[,\s(/]|$)/,
    /\bbachelor(?:['’]?s)? (?:of|in) science\b/i,
  ),
  rule(
    "Bachelor of Arts",
    "bachelor",
    /\bB\.A\.?(?!\w)|\bBA\b(?=[,\s(/]|$)/,
    /\bbachelor(?:['’]?s)? (?:of|in) arts\b/i,
  ),
  // "Título de Cirujano Dentista", "Ingeniero Civil (título profesional)": the university's
  // professional title, its first degree; not "Título de Bachiller" (a school's) nor a technician's.
  rule(
    "Bachelor's Degree",
    "bachelor",
    undefined,
    /\bbache?lor(?:['’]?s)?(?: degree)?\b|\bundergraduate degree\b|\blicenciatura\b|\bbacharelado\b|\blicenciad[oa](?:\/[oa])? en\b|\blaurea\b(?! magistrale)|\bt[íi]tulo (?:profesional )?de (?!bachiller|t[ée]cnic|auxiliar)[a-záéíóúñ]|\(t[íi]tulo profesional\)/i,
  ),
  // "BCIS degree": an abbreviation the list does not know, written with "degree", keeps its level.
  rule("Bachelor's Degree", "bachelor", /\bB[A-Z]{1,4}\s+[Dd]egree\b/),
  rule("Master's Degree", "master", /\bM[A-Z]{1,4}\s+[Dd]egree\b/),
  rule(
    "Associate Degree in Nursing",
    "associate",
    /\bA\.?D\.?N\b\.?/,
    /\bassociate(?:['’]?s)? (?:degree )?(?:of|in) (?:science in )?nursing\b/i,
  ),
  rule(
    "Associate of Applied Science",
    "associate",
    /\bA\.?A\.?S\b\.?/,
    /\bassociate(?:['’]?s)? (?:degree )?(?:of|in) applied science\b/i,
  ),
  rule(
    "Associate of Applied Business",
    "associate",
    /\bA\.A\.B\.?|\bAAB\b(?=[ \t]+(?:in[ \t]+)?\p{Lu}\p{Ll})/u,
    /\bassociate(?:['’]?s)? (?:degree )?(?:of|in) applied business\b/i,
  ),
  rule(
    "Associate of Arts",
    "associate",
    /\bA\.A\.(?!\w)/,
    /\bassociate(?:['’]?s)? (?:degree )?(?:of|in) arts\b/i,
  ),
  rule(
    "Associate of Science",
    "associate",
    /\bA\.S\.(?!\w)/,
    /\bassociate(?:['’]?s)? (?:degree )?(?:of|in) science\b/i,
  ),
  // French diplomas of two years past the Baccalauréat: "BTS Commerce International", "DUT GEII".
  rule(
    "BTS / DUT",
    "associate",
    /\b(?:BTS|DUT)\b(?=[ \t]+\p{Lu})/u,
    /\bbrevet de technicien sup[ée]rieur\b|\bdipl[ôo]me universitaire de technologie\b/i,
  ),
  rule(
    "Associate Degree",
    "associate",
    undefined,
    // Not "Associate of the Chartered Institute of Loss Adjusters", a professional body's grade.
    /\bassociate(?:['’]?s)? degree\b|\bassociate of\b(?!\s+(?:the\s+)?(?:(?:chartered|royal)\s+)?(?:institute|institution|society|college|association|academy)\b)|\bassociate in (?:applied )?(?:arts|science|nursing)\b/i,
  ),
  // "Associates : Nursing", "AA : General Studies", "AS : Liberal Arts" opening a line, "AAS degree": a template's
  // degree slot ("Sales Associate:" is a role); "A.O.S. Culinary Arts" (occupational studies).
  rule(
    "Associate Degree",
    "associate",
    /^Associate(?:['’]?s)?(?=\s*:)|^A[AS]\b(?=\s*:)|\bA[AS][A-Z]{0,3}\s+[Dd]egree\b|\bA\.O\.S\.|\bAOS\b(?=\s+(?:in\s+)?\p{Lu})/u,
  ),
  rule(
    "High School Diploma",
    "high-school",
    /\bG\.?E\.?D\b\.?|\bA[- ]Levels?\b|\bO[- ]Levels?\b|\bH\.?S\.?C\b\.?|\bS\.?S\.?C\b\.?|\bS\.?S\.?L\.?C\b\.?|\bPUC\b|\bGCSEs?\b|\b(?:10|12)(?:th|\+2)\b|\bXII(?:th)?\b|\bX(?:th)?\b(?=\s*(?:std|standard|class))|\b(?:CBSE|ICSE|ISC)\b/,
    /\bhigh school diploma\b|\bhigh school\b|\b(?:senior |higher )?secondary (?:school|education|certificate)\b|\bhigher secondary\b|\bsenior secondary\b|\bmatriculation\b|\bintermediate (?:education|examination|certificate)\b|\bclass (?:x|xii|10|12)(?:th)?\b|\bbaccalaur[eé]at\b|\babitur\b|\bbac[ \t]+pro\b/i,
  ),
  rule(
    "Postgraduate Diploma",
    "diploma",
    /\bP\.?G\.?D(?:\.?[A-Z]{1,3})?\b\.?|\bPG\s+[Dd]iploma\b/,
    /\bpost[ -]?graduate diploma\b|\bgraduate diploma\b/i,
  ),
  rule("Nursing Diploma", "diploma", /\b(?:RN|LPN|LVN)\s+[Dd]iploma\b/),
  rule("Diploma", "diploma", undefined, /\bdiploma\b/i),
  rule("Certificate", "diploma", undefined, /\bcertificate\b/i),
];

/** A school board: its line is secondary schooling ("HSC, Maharashtra State Board"). */
export const SCHOOL_BOARD =
  /\b(?:state board|board of (?:secondary|higher secondary|intermediate|school|high school)|(?:secondary|intermediate) (?:education )?board|CBSE|ICSE|ISC)\b/i;

/** "Hagerstown MD 21742": a state's code before a ZIP code is an address, not a degree. */
const BEFORE_ZIP = /^\s*,?\s*\d{5}(?:-\d{4})?\b/;

const GLOBAL_FORMS = new WeakMap<RegExp, RegExp>();

/** The rule's pattern with the global flag, made once. */
function globalForm(re: RegExp): RegExp {
  let all = GLOBAL_FORMS.get(re);
  if (!all) {
    all = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
    GLOBAL_FORMS.set(re, all);
  }
  return all;
}

/** The first match of a degree's abbreviation that is not a state's code in an address. */
function firstDegreeAbbreviation(abbr: RegExp, text: string): RegExpExecArray | null {
  return firstMatchWhere(globalForm(abbr), text, (m) => {
    const at = m.index + m[0].search(/\S/);
    return !isPlacesStateCode(text, at, m[0].trim().length) && !isLicenceCategory(text, at);
  });
}
/**
 * Whether the initials at `index` are one more of a driving licence's categories: "Driving
 * licence B, BE", "Licence classes C1, CE" (BE is a car with a trailer there, no Bachelor of
 * Engineering).
 */
export const isLicenceCategory = (text: string, index: number) =>
  LICENCE_CATEGORIES_BEFORE.test(text.slice(Math.max(0, index - 40), index));
const LICENCE_CATEGORIES_BEFORE =
  /\blicen[cs]e[ \t]*(?:(?:class(?:es)?|categor(?:y|ies))[ \t]*)?:?[ \t]*(?:[A-Z]\d?(?:\+?E)?[ \t]*(?:,|\/|&|and)[ \t]*)+$/i;

/**
 * Whether the letters at `index` of a text are a US state's code in a place, not a degree's
 * initials: "Hagerstown MD 21742", "Fortis Institute, Towson MD", "Forces - Gulfport, MS U.S. Navy".
 * @example isPlacesStateCode("Forces - Gulfport, MS U.S. Navy", 19, 2) // true
 */
export function isPlacesStateCode(text: string, index: number, length: number): boolean {
  if (!US_STATES[text.slice(index, index + length)]) return false;
  // A place's words stand on the code's line, close to it: the tests read that much only.
  const lineEnd = text.indexOf("\n", index + length);
  const after = text.slice(index + length, lineEnd < 0 ? undefined : lineEnd);
  if (BEFORE_ZIP.test(after)) return true;
  // "Fortis Institute, Towson MD" / "Towson, MD": after a place's name, closing its line.
  const before = text.slice(Math.max(0, text.lastIndexOf("\n", index - 1) + 1, index - 120), index);
  if (AFTER_PLACE.test(before) && LINE_END.test(after)) return true;
  // "Center For Security Forces - Gulfport, MS U.S. Navy": a town after a dash, the code after
  // its comma, and no field of study after the code.
  return AFTER_DASHED_PLACE.test(before) && !opensField(after);
}
/** A town's name after a dash, then a comma: "… - Gulfport, ". */
const AFTER_DASHED_PLACE = /\s[-\u2013\u2014]\s*\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?,\s*$/u;

/** Whether the words after a degree's initials name its field ("in Nursing", ", Biology"). */
function opensField(after: string): boolean {
  if (/^\s*(?:in|of)\s/.test(after)) return true;
  const word = /^\s*(?:[,:(\u2013-]\s*)?(\p{L}+)/u.exec(after);
  return word !== null && FIELD_WORDS.has(word[1]!.toLowerCase());
}
/** Before a state's code: a place's name, capitalised, after a comma ("…, Towson "). */
const AFTER_PLACE = /,\s*\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?,?\s+$/u;
/** After it: the end of the line. */
const LINE_END = /^\s*(?:\n|$)/;

/**
 * The first match of a global pattern that passes `keep`. A loop on `exec`, not `matchAll`,
 * which would copy the pattern on every call (thousands per résumé).
 */
function firstMatchWhere(
  all: RegExp,
  text: string,
  keep: (m: RegExpExecArray) => boolean,
): RegExpExecArray | null {
  all.lastIndex = 0;
  for (let m = all.exec(text); m; m = all.exec(text)) {
    if (m[0] === "") all.lastIndex++;
    if (keep(m)) return m;
  }
  return null;
}

/**
 * "Buffalo High School", "OldhamCounty High School - City": the words "High School" after a
 * capitalised name are the school's own name, not a credential ("High School Diploma", "Diploma :
 * High School", "completed high school" are).
 */
function isHighSchoolName(text: string, index: number, matched: string): boolean {
  if (!/^high school$/i.test(matched)) return false;
  if (
    /^\s*(?:diploma|degree|graduate|equivalen|certificate)/i.test(
      text.slice(index + matched.length),
    )
  )
    return false;
  const last = /(\S+)\s+$/u.exec(text.slice(0, index))?.[1] ?? "";
  return (
    /^\p{Lu}[\p{L}'’.&-]*$/u.test(last) &&
    !/^(?:diploma|ged|general|graduate[ds]?|completed|attended|some)$/i.test(last)
  );
}

/** The first match of a long form that is not part of a school's own name. */
function firstDegreeLongForm(long: RegExp, text: string): RegExpExecArray | null {
  return firstMatchWhere(globalForm(long), text, (m) => !isHighSchoolName(text, m.index, m[0]));
}

const DEGREE_WORD =
  /^(?:masters?|bachelors?|associates?|certificate|diploma|degree|gpa|graduate|coursework|courses)$/i;
const SCHOOL_RUN =
  /^\s*(?:[\p{Lu}][\p{L}'’.&-]*\s+){1,8}?(?:University|College|Institute|School|Academy|Seminary|Polytechnic|Community)\b/u;

/**
 * The field a degree names after "of", without what follows it on the line: another degree
 * ("Master of Divinity Master …"), a grade label, an upper-case school name, or the first words of a school's name ("Bachelor of Science Lakeview
 * State University" names "Science").
 */
function namedFieldOnly(words: string, rest: string, degree: string): string {
  const tokens = words.split(/\s+/).filter(Boolean);
  const upperDegree = degree === degree.toUpperCase();
  let n = 0;
  for (; n < tokens.length; n++) {
    const t = tokens[n]!;
    const lower = t.toLowerCase();
    // "Bachelor of Arts Degree": the word "degree" ends the degree as written.
    if (n > 0 && lower === "degree") {
      n++;
      break;
    }
    if (n > 0 && DEGREE_WORD.test(t)) break;
    if (n > 0 && !upperDegree && /^\p{Lu}{2,}$/u.test(t) && t !== "&") break;
  }
  // The capitalised run goes on into a school's name: only its leading field words are the field.
  if (n > 1 && SCHOOL_RUN.test(rest)) {
    let f = 0;
    while (
      f < n &&
      (FIELD_WORDS.has(tokens[f]!.toLowerCase()) || (f > 0 && /^(?:and|&)$/.test(tokens[f]!)))
    )
      f++;
    while (f > 0 && /^(?:and|&)$/.test(tokens[f - 1]!)) f--;
    if (f > 0) n = f;
  }
  const kept = tokens.slice(0, n);
  while (kept.length && /^(?:and|&)$/.test(kept[kept.length - 1]!)) kept.pop();
  if (kept.length === tokens.length) return words;
  if (!kept.length) return "";
  const last = kept[kept.length - 1]!;
  let at = -1;
  for (let i = 0, pos = 0; i < kept.length; i++) {
    at = words.indexOf(kept[i]!, pos);
    pos = at + kept[i]!.length;
  }
  return at < 0 ? words : words.slice(0, at + last.length);
}

/** Before a degree's name: words that say it is not held ("no", "without a", "not yet a"). */
const NO_DEGREE_BEFORE = /\b(?:no|without|not(?:\s+yet)?)\s+(?:an?\s+)?$/i;

/** Where a degree rule first matches in a string, long or abbreviated form, or null. */
export function matchDegreeRule(
  r: DegreeRule,
  text: string,
): { index: number; length: number } | null {
  const long = r.long && firstDegreeLongForm(r.long, text);
  const abbr = r.abbr && firstDegreeAbbreviation(r.abbr, text);
  const m = long && abbr ? (abbr.index < long.index ? abbr : long) : (long ?? abbr);
  if (!m) return null;
  // "(no bachelor's degree)", "without a master's": a degree said not to be held.
  if (NO_DEGREE_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index))) return null;
  // "Master of Divinity", "Bachelor of the Arts": the named field is part of the degree.
  const of = /^\s+of\s+(?:the\s+)?(?=\p{Lu})/u.exec(text.slice(m.index + m[0].length));
  if (/\sof\s*$/i.test(m[0]) || (of && r.abbr === undefined)) {
    const from = m.index + m[0].length + (of && !/\sof\s*$/i.test(m[0]) ? of[0].length : 0);
    // Up to four words, never into a school's name ("Master of Divinity The Southern … Seminary").
    const named = /^\s*(?:(?!The\b)(?:\p{Lu}[\p{L}'’-]*|and|&)\s*){1,4}/u.exec(text.slice(from));
    const words = named?.[0].replace(/(?:\s+(?:and|&))?\s*$/, "") ?? "";
    const cut = words.search(
      /\b(?:University|College|Institute|School|Academy|Seminary|Polytechnic)\b/,
    );
    const kept = namedFieldOnly(
      (cut >= 0 ? words.slice(0, cut) : words).trimEnd(),
      text.slice(from),
      m[0],
    );
    if (kept) return { index: m.index, length: from - m.index + kept.length };
  }
  return { index: m.index, length: m[0].trimEnd().length };
}

export const US_STATES: Record<string, string> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
  DC: "District of Columbia",
  PR: "Puerto Rico",
};
/** The states' names as a regex alternation: "Alabama|Alaska|…". */
export const STATE_NAMES = Object.values(US_STATES).join("|");

export const CA_PROVINCES: Record<string, string> = {
  AB: "Alberta",
  BC: "British Columbia",
  MB: "Manitoba",
  NB: "New Brunswick",
  NL: "Newfoundland and Labrador",
  NS: "Nova Scotia",
  ON: "Ontario",
  PE: "Prince Edward Island",
  QC: "Quebec",
  SK: "Saskatchewan",
  NT: "Northwest Territories",
  NU: "Nunavut",
  YT: "Yukon",
};

/** Regions of other countries, written out (lower-case) -> ISO country. */
export const OTHER_REGIONS: Record<string, string> = {
  "andhra pradesh": "IN",
  assam: "IN",
  bihar: "IN",
  chhattisgarh: "IN",
  goa: "IN",
  gujarat: "IN",
  haryana: "IN",
  "himachal pradesh": "IN",
  jharkhand: "IN",
  karnataka: "IN",
  kerala: "IN",
  "madhya pradesh": "IN",
  maharashtra: "IN",
  odisha: "IN",
  orissa: "IN",
  punjab: "IN",
  rajasthan: "IN",
  "tamil nadu": "IN",
  telangana: "IN",
  "uttar pradesh": "IN",
  uttarakhand: "IN",
  "west bengal": "IN",
  "jammu and kashmir": "IN",
  "new south wales": "AU",
  nsw: "AU",
  queensland: "AU",
  "western australia": "AU",
  "south australia": "AU",
  tasmania: "AU",
  bavaria: "DE",
  bayern: "DE",
  hesse: "DE",
  hessen: "DE",
  "baden-württemberg": "DE",
  "north rhine-westphalia": "DE",
  nrw: "DE",
  catalonia: "ES",
  catalunya: "ES",
  andalusia: "ES",
  lombardy: "IT",
  lombardia: "IT",
  "île-de-france": "FR",
  "ile-de-france": "FR",
  "greater london": "GB",
  sindh: "PK",
  "khyber pakhtunkhwa": "PK",
  "metro manila": "PH",
  selangor: "MY",
  "minas gerais": "BR",
  gauteng: "ZA",
  "western cape": "ZA",
  jalisco: "MX",
  "nuevo león": "MX",
  "nuevo leon": "MX",
};

/** Country names and common abbreviations (lower-case) to ISO 3166-1 alpha-2. */
export const COUNTRIES: Record<string, string> = {
  usa: "US",
  "u.s.a.": "US",
  "u.s.": "US",
  us: "US",
  "united states": "US",
  "united states of america": "US",
  america: "US",
  uk: "GB",
  "u.k.": "GB",
  "united kingdom": "GB",
  "great britain": "GB",
  britain: "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  canada: "CA",
  mexico: "MX",
  brazil: "BR",
  argentina: "AR",
  chile: "CL",
  colombia: "CO",
  peru: "PE",
  venezuela: "VE",
  uruguay: "UY",
  germany: "DE",
  deutschland: "DE",
  france: "FR",
  spain: "ES",
  españa: "ES",
  portugal: "PT",
  italy: "IT",
  italia: "IT",
  netherlands: "NL",
  "the netherlands": "NL",
  holland: "NL",
  belgium: "BE",
  switzerland: "CH",
  austria: "AT",
  ireland: "IE",
  denmark: "DK",
  sweden: "SE",
  norway: "NO",
  finland: "FI",
  iceland: "IS",
  poland: "PL",
  "czech republic": "CZ",
  czechia: "CZ",
  slovakia: "SK",
  hungary: "HU",
  romania: "RO",
  bulgaria: "BG",
  greece: "GR",
  turkey: "TR",
  türkiye: "TR",
  ukraine: "UA",
  russia: "RU",
  serbia: "RS",
  croatia: "HR",
  slovenia: "SI",
  estonia: "EE",
  latvia: "LV",
  lithuania: "LT",
  luxembourg: "LU",
  malta: "MT",
  cyprus: "CY",
  israel: "IL",
  uae: "AE",
  "u.a.e.": "AE",
  "united arab emirates": "AE",
  "saudi arabia": "SA",
  qatar: "QA",
  kuwait: "KW",
  bahrain: "BH",
  oman: "OM",
  jordan: "JO",
  lebanon: "LB",
  egypt: "EG",
  morocco: "MA",
  tunisia: "TN",
  nigeria: "NG",
  ghana: "GH",
  kenya: "KE",
  ethiopia: "ET",
  "south africa": "ZA",
  uganda: "UG",
  tanzania: "TZ",
  rwanda: "RW",
  india: "IN",
  pakistan: "PK",
  bangladesh: "BD",
  "sri lanka": "LK",
  nepal: "NP",
  china: "CN",
  "hong kong": "HK",
  taiwan: "TW",
  japan: "JP",
  "south korea": "KR",
  korea: "KR",
  singapore: "SG",
  malaysia: "MY",
  indonesia: "ID",
  philippines: "PH",
  thailand: "TH",
  vietnam: "VN",
  "viet nam": "VN",
  australia: "AU",
  "new zealand": "NZ",
};

/** Large cities that appear without a region or country. */
export const CITY_COUNTRIES: Record<string, string> = {
  london: "GB",
  manchester: "GB",
  edinburgh: "GB",
  berlin: "DE",
  munich: "DE",
  münchen: "DE",
  hamburg: "DE",
  frankfurt: "DE",
  paris: "FR",
  lyon: "FR",
  madrid: "ES",
  barcelona: "ES",
  lisbon: "PT",
  rome: "IT",
  milan: "IT",
  amsterdam: "NL",
  rotterdam: "NL",
  brussels: "BE",
  zurich: "CH",
  zürich: "CH",
  geneva: "CH",
  vienna: "AT",
  dublin: "IE",
  copenhagen: "DK",
  stockholm: "SE",
  oslo: "NO",
  helsinki: "FI",
  warsaw: "PL",
  krakow: "PL",
  prague: "CZ",
  budapest: "HU",
  bucharest: "RO",
  athens: "GR",
  istanbul: "TR",
  kyiv: "UA",
  "tel aviv": "IL",
  dubai: "AE",
  "abu dhabi": "AE",
  cairo: "EG",
  lagos: "NG",
  nairobi: "KE",
  "cape town": "ZA",
  johannesburg: "ZA",
  bangalore: "IN",
  bengaluru: "IN",
  mumbai: "IN",
  delhi: "IN",
  "new delhi": "IN",
  hyderabad: "IN",
  chennai: "IN",
  pune: "IN",
  kolkata: "IN",
  karachi: "PK",
  lahore: "PK",
  dhaka: "BD",
  beijing: "CN",
  shanghai: "CN",
  shenzhen: "CN",
  tokyo: "JP",
  osaka: "JP",
  seoul: "KR",
  singapore: "SG",
  "kuala lumpur": "MY",
  jakarta: "ID",
  manila: "PH",
  bangkok: "TH",
  sydney: "AU",
  melbourne: "AU",
  brisbane: "AU",
  auckland: "NZ",
  toronto: "CA",
  vancouver: "CA",
  montreal: "CA",
  ottawa: "CA",
  calgary: "CA",
  "mexico city": "MX",
  "são paulo": "BR",
  "sao paulo": "BR",
  "buenos aires": "AR",
  "new york": "US",
  "new york city": "US",
  nyc: "US",
  "san francisco": "US",
  "los angeles": "US",
  chicago: "US",
  boston: "US",
  seattle: "US",
  austin: "US",
  denver: "US",
  atlanta: "US",
  miami: "US",
  dallas: "US",
  houston: "US",
  phoenix: "US",
  philadelphia: "US",
  "san diego": "US",
  "san jose": "US",
  portland: "US",
  nashville: "US",
  "washington dc": "US",
  "washington, d.c.": "US",
  detroit: "US",
  minneapolis: "US",
  pittsburgh: "US",
  "salt lake city": "US",
  "las vegas": "US",
  orlando: "US",
  charlotte: "US",
  raleigh: "US",
  birmingham: "GB",
  glasgow: "GB",
  leeds: "GB",
  bristol: "GB",
  liverpool: "GB",
  cambridge: "GB",
  oxford: "GB",
  belfast: "GB",
  cologne: "DE",
  köln: "DE",
  stuttgart: "DE",
  düsseldorf: "DE",
  leipzig: "DE",
  marseille: "FR",
  toulouse: "FR",
  nice: "FR",
  valencia: "ES",
  seville: "ES",
  porto: "PT",
  turin: "IT",
  naples: "IT",
  florence: "IT",
  modena: "IT",
  bologna: "IT",
  "the hague": "NL",
  utrecht: "NL",
  eindhoven: "NL",
  antwerp: "BE",
  basel: "CH",
  lausanne: "CH",
  gothenburg: "SE",
  malmö: "SE",
  bergen: "NO",
  aarhus: "DK",
  cork: "IE",
  galway: "IE",
  gdansk: "PL",
  wroclaw: "PL",
  brno: "CZ",
  lviv: "UA",
  bratislava: "SK",
  ljubljana: "SI",
  zagreb: "HR",
  belgrade: "RS",
  sofia: "BG",
  riga: "LV",
  vilnius: "LT",
  tallinn: "EE",
  luxembourg: "LU",
  jerusalem: "IL",
  haifa: "IL",
  doha: "QA",
  riyadh: "SA",
  jeddah: "SA",
  amman: "JO",
  beirut: "LB",
  casablanca: "MA",
  tunis: "TN",
  accra: "GH",
  kigali: "RW",
  kampala: "UG",
  "addis ababa": "ET",
  "dar es salaam": "TZ",
  durban: "ZA",
  pretoria: "ZA",
  ahmedabad: "IN",
  jaipur: "IN",
  kochi: "IN",
  noida: "IN",
  gurgaon: "IN",
  gurugram: "IN",
  chandigarh: "IN",
  lucknow: "IN",
  indore: "IN",
  coimbatore: "IN",
  thiruvananthapuram: "IN",
  bhubaneswar: "IN",
  nagpur: "IN",
  mysore: "IN",
  mysuru: "IN",
  islamabad: "PK",
  colombo: "LK",
  kathmandu: "NP",
  chittagong: "BD",
  guangzhou: "CN",
  hangzhou: "CN",
  chengdu: "CN",
  wuhan: "CN",
  "hong kong": "HK",
  taipei: "TW",
  kyoto: "JP",
  yokohama: "JP",
  busan: "KR",
  "ho chi minh city": "VN",
  hanoi: "VN",
  cebu: "PH",
  penang: "MY",
  surabaya: "ID",
  bandung: "ID",
  perth: "AU",
  adelaide: "AU",
  canberra: "AU",
  wellington: "NZ",
  christchurch: "NZ",
  edmonton: "CA",
  winnipeg: "CA",
  "quebec city": "CA",
  halifax: "CA",
  waterloo: "CA",
  guadalajara: "MX",
  monterrey: "MX",
  "rio de janeiro": "BR",
  "belo horizonte": "BR",
  bogotá: "CO",
  bogota: "CO",
  medellín: "CO",
  medellin: "CO",
  lima: "PE",
  santiago: "CL",
  montevideo: "UY",
  quito: "EC",
  caracas: "VE",
};

/**
 * Human languages, for the languages section (lower-case): in English, and the commonest as
 * French, Spanish, Portuguese, Italian, German, Indonesian and Malay write them ("Anglais",
 * "Inglés", "Englisch", "Inggris").
 */
export const HUMAN_LANGUAGES = new Set(
  `english spanish french german italian portuguese dutch swedish norwegian danish finnish icelandic polish czech slovak
hungarian romanian bulgarian greek turkish russian ukrainian belarusian serbian croatian bosnian slovenian macedonian
albanian estonian latvian lithuanian arabic hebrew persian farsi dari pashto urdu hindi bengali bangla punjabi gujarati
marathi tamil telugu kannada malayalam sinhala nepali chinese mandarin cantonese japanese korean vietnamese thai lao
khmer burmese malay indonesian tagalog filipino swahili amharic yoruba igbo hausa zulu xhosa afrikaans somali
catalan basque galician irish welsh gaelic latin esperanto armenian georgian azerbaijani kazakh uzbek mongolian
tibetan maltese luxembourgish asl sign
anglais français espagnol allemand portugais arabe néerlandais chinois russe japonais
inglés inglês inglese español espanhol francés francês francese alemán alemão tedesco italiano
portugués português portoghese spagnolo árabe englisch spanisch französisch italienisch
portugiesisch arabisch russisch
inggris inggeris jepang jepun belanda jerman prancis perancis melayu
castellano catalán català catalão katalanisch euskera euskara polaco polonais polnisch sueco suédois
schwedisch griego griechisch rumano roumain rumänisch`
    .split(/\s+/)
    .filter(Boolean),
);

export const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  janv: 1,
  feb: 2,
  february: 2,
  febr: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
  // In French, Spanish, Portuguese, German and Italian: "mars 2020", "marzo de 2019".
  janvier: 1,
  enero: 1,
  ene: 1,
  janeiro: 1,
  jänner: 1,
  janner: 1,
  jän: 1,
  januar: 1,
  gennaio: 1,
  fév: 2,
  fev: 2,
  févr: 2,
  fevr: 2,
  février: 2,
  fevrier: 2,
  febrero: 2,
  fevereiro: 2,
  februar: 2,
  febbraio: 2,
  mars: 3,
  marzo: 3,
  março: 3,
  marco: 3,
  märz: 3,
  marz: 3,
  avr: 4,
  avril: 4,
  abril: 4,
  aprile: 4,
  mai: 5,
  mayo: 5,
  maio: 5,
  maggio: 5,
  juin: 6,
  junio: 6,
  junho: 6,
  juni: 6,
  giugno: 6,
  juil: 7,
  juillet: 7,
  julio: 7,
  julho: 7,
  juli: 7,
  luglio: 7,
  août: 8,
  aout: 8,
  agosto: 8,
  septembre: 9,
  septiembre: 9,
  setiembre: 9,
  setembro: 9,
  settembre: 9,
  octobre: 10,
  octubre: 10,
  outubro: 10,
  oktober: 10,
  okt: 10,
  ottobre: 10,
  noviembre: 11,
  déc: 12,
  décembre: 12,
  decembre: 12,
  diciembre: 12,
  dic: 12,
  dezembro: 12,
  dez: 12,
  dezember: 12,
  dicembre: 12,
  // In Dutch, Danish, Norwegian and Swedish: "maart 2020", "mrt. 2021", "maj 2019".
  januari: 1,
  februari: 2,
  maart: 3,
  mrt: 3,
  marts: 3,
  mei: 5,
  maj: 5,
  augustus: 8,
  augusti: 8,
  desember: 12,
  // In Indonesian and Malay: "Maret 2019", "Agt 2020", "Julai 2018", "Ogos 2020", "Disember 2021".
  maret: 3,
  agt: 8,
  julai: 7,
  ogos: 8,
  disember: 12,
};
