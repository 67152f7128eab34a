/**
 * Word lists the structurer reasons with: job-title words across professions, employer and
 * school markers, degrees, places and languages. Lower-case unless noted.
 */

/** Nouns that name a role: a fragment holding one is very likely a job title. */
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
staff consultant freelancer contractor entrepreneur creator maintainer contributor`
    .split(/\s+/)
    .filter(Boolean),
);

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
inc, llc, ltd, gmbh, corp,`
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

export interface DegreeRule {
  pattern: RegExp;
  name: string;
  level: "high-school" | "associate" | "bachelor" | "master" | "doctorate" | "diploma";
}

// Abbreviations are matched case-sensitively where they collide with words ("MS", "BA", "MA").
export const DEGREE_RULES: DegreeRule[] = [
  { pattern: /\bPh\.?\s?D\.?(?![a-z])|\bD\.?Phil\b|\bdoctor(?:ate)? of philosophy\b/i, name: "Doctor of Philosophy", level: "doctorate" },
  { pattern: /\bdoctorate\b|\bdoctoral degree\b/i, name: "Doctorate", level: "doctorate" },
  { pattern: /\bM\.D\.(?!\w)|\bMD\b(?=[,\s]|$)|\bdoctor of medicine\b/, name: "Doctor of Medicine", level: "doctorate" },
  { pattern: /\bJ\.?D\.?(?![a-z])|\bjuris doctor(?:ate)?\b/i, name: "Juris Doctor", level: "doctorate" },
  { pattern: /\bEd\.?D\.?\b|\bdoctor of education\b/i, name: "Doctor of Education", level: "doctorate" },
  { pattern: /\bPharm\.?\s?D\.?\b|\bdoctor of pharmacy\b/i, name: "Doctor of Pharmacy", level: "doctorate" },
  { pattern: /\bDNP\b|\bdoctor of nursing practice\b/i, name: "Doctor of Nursing Practice", level: "doctorate" },
  { pattern: /\bD\.?D\.?S\.?\b|\bdoctor of dental surgery\b/i, name: "Doctor of Dental Surgery", level: "doctorate" },
  { pattern: /\bD\.?V\.?M\.?\b|\bdoctor of veterinary medicine\b/i, name: "Doctor of Veterinary Medicine", level: "doctorate" },
  { pattern: /\bPsy\.?D\.?\b/i, name: "Doctor of Psychology", level: "doctorate" },
  { pattern: /\bM\.?B\.?A\.?(?![a-z])|\bmaster(?:'?s)? (?:of|in) business administration\b/i, name: "Master of Business Administration", level: "master" },
  { pattern: /\bM\.?S\.?N\.?\b(?![a-z])|\bmaster of science in nursing\b/, name: "Master of Science in Nursing", level: "master" },
  { pattern: /\bM\.?P\.?H\.?\b|\bmaster of public health\b/i, name: "Master of Public Health", level: "master" },
  { pattern: /\bM\.?S\.?W\.?\b|\bmaster of social work\b/i, name: "Master of Social Work", level: "master" },
  { pattern: /\bM\.?P\.?A\.?\b(?![a-z])|\bmaster of public administration\b/i, name: "Master of Public Administration", level: "master" },
  { pattern: /\bM\.?\s?Eng\.?\b|\bM\.E\.(?!\w)|\bmaster of engineering\b/i, name: "Master of Engineering", level: "master" },
  { pattern: /\bM\.?\s?Tech\b|\bmaster of technology\b/i, name: "Master of Technology", level: "master" },
  { pattern: /\bM\.?C\.?A\.?\b|\bmaster of computer applications\b/i, name: "Master of Computer Applications", level: "master" },
  { pattern: /\bM\.?F\.?A\.?\b|\bmaster of fine arts\b/i, name: "Master of Fine Arts", level: "master" },
  { pattern: /\bM\.?\s?Ed\.?\b|\bmaster of education\b/i, name: "Master of Education", level: "master" },
  { pattern: /\bLL\.?M\.?\b|\bmaster of laws\b/i, name: "Master of Laws", level: "master" },
  { pattern: /\bM\.?\s?Phil\.?\b|\bmaster of philosophy\b/i, name: "Master of Philosophy", level: "master" },
  { pattern: /\bM\.?\s?Arch\.?\b|\bmaster of architecture\b/i, name: "Master of Architecture", level: "master" },
  { pattern: /\bM\.?\s?Sc\.?(?![a-z])|\bM\.S\.(?!\w)|\bMS\b(?![\s-]*(?:Office|Word|Excel|Project|Access|Teams|SQL|Dynamics|Visio|PowerPoint|Outlook))|\bM\.S\b|\bmaster(?:'?s)? of science\b|\bmaster(?:'?s)? in science\b/, name: "Master of Science", level: "master" },
  { pattern: /\bM\.A\.(?!\w)|\bMA\b(?=[,\s(]|$)|\bmaster(?:'?s)? of arts\b/, name: "Master of Arts", level: "master" },
  { pattern: /\bmaster(?:'?s|s)?(?: degree)?\b|\bpost ?graduate degree\b|\bmagister\b/i, name: "Master's Degree", level: "master" },
  { pattern: /\bB\.?S\.?N\.?\b(?![a-z])|\bbachelor of science in nursing\b/, name: "Bachelor of Science in Nursing", level: "bachelor" },
  { pattern: /\bB\.?B\.?A\.?\b|\bbachelor(?:'?s)? (?:of|in) business administration\b/i, name: "Bachelor of Business Administration", level: "bachelor" },
  { pattern: /\bB\.?\s?Tech\b|\bbachelor(?:'?s)? of technology\b/i, name: "Bachelor of Technology", level: "bachelor" },
  { pattern: /\bB\.?\s?Eng\.?\b|\bB\.E\.(?!\w)|\bBE\b(?=[,\s(]|$)|\bbachelor(?:'?s)? of engineering\b/, name: "Bachelor of Engineering", level: "bachelor" },
  { pattern: /\bB\.?\s?Com\.?\b|\bbachelor(?:'?s)? of commerce\b/i, name: "Bachelor of Commerce", level: "bachelor" },
  { pattern: /\bB\.?C\.?A\.?\b|\bbachelor(?:'?s)? of computer applications\b/i, name: "Bachelor of Computer Applications", level: "bachelor" },
  { pattern: /\bB\.?F\.?A\.?\b|\bbachelor(?:'?s)? of fine arts\b/i, name: "Bachelor of Fine Arts", level: "bachelor" },
  { pattern: /\bB\.?\s?Ed\.?\b|\bbachelor(?:'?s)? of education\b/i, name: "Bachelor of Education", level: "bachelor" },
  { pattern: /\bLL\.?B\.?\b|\bbachelor of laws\b/i, name: "Bachelor of Laws", level: "bachelor" },
  { pattern: /\bB\.?\s?Arch\.?\b|\bbachelor(?:'?s)? of architecture\b/i, name: "Bachelor of Architecture", level: "bachelor" },
  { pattern: /\bB\.?S\.?W\.?\b|\bbachelor(?:'?s)? of social work\b/i, name: "Bachelor of Social Work", level: "bachelor" },
  { pattern: /\bB\.?\s?Pharm\.?\b|\bbachelor(?:'?s)? of pharmacy\b/i, name: "Bachelor of Pharmacy", level: "bachelor" },
  { pattern: /\bB\.?\s?Mus\.?\b|\bbachelor(?:'?s)? of music\b/i, name: "Bachelor of Music", level: "bachelor" },
  { pattern: /\bB\.?\s?Sc\.?(?![a-z])|\bB\.S\.(?!\w)|\bBS\b(?=[,\s(/]|$)|\bB\.S\b|\bbachelor(?:'?s)? of science\b|\bbachelor(?:'?s)? in science\b/, name: "Bachelor of Science", level: "bachelor" },
  { pattern: /\bB\.A\.(?!\w)|\bBA\b(?=[,\s(/]|$)|\bB\.A\b|\bbachelor(?:'?s)? of arts\b|\bbachelor(?:'?s)? in arts\b/, name: "Bachelor of Arts", level: "bachelor" },
  { pattern: /\bbachelor(?:'?s|s)?(?: degree)?\b|\bundergraduate degree\b|\blicenciatura\b|\blicence\b/i, name: "Bachelor's Degree", level: "bachelor" },
  { pattern: /\bA\.?A\.?S\.?\b|\bassociate(?:'?s)? of applied science\b/, name: "Associate of Applied Science", level: "associate" },
  { pattern: /\bA\.A\.(?!\w)|\bassociate(?:'?s)? of arts\b/i, name: "Associate of Arts", level: "associate" },
  { pattern: /\bA\.S\.(?!\w)|\bassociate(?:'?s)? of science\b/i, name: "Associate of Science", level: "associate" },
  { pattern: /\bassociate(?:'?s)? degree\b|\bassociate of\b/i, name: "Associate Degree", level: "associate" },
  { pattern: /\bhigh school diploma\b|\bhigh school\b|\bsecondary school\b|\bG\.?E\.?D\.?\b|\bA[- ]levels?\b|\bhigher secondary\b|\bH\.?S\.?C\.?\b|\bS\.?S\.?C\.?\b|\bbaccalaur[eé]at\b|\babitur\b/i, name: "High School Diploma", level: "high-school" },
  { pattern: /\bpost ?graduate diploma\b|\bgraduate diploma\b/i, name: "Postgraduate Diploma", level: "diploma" },
  { pattern: /\bdiploma\b/i, name: "Diploma", level: "diploma" },
  { pattern: /\bcertificate\b|\bcertification\b/i, name: "Certificate", level: "diploma" },
];

export const US_STATES: Record<string, string> = {
  AL: "Alabama", AK: "Alaska", AZ: "Arizona", AR: "Arkansas", CA: "California", CO: "Colorado",
  CT: "Connecticut", DE: "Delaware", FL: "Florida", GA: "Georgia", HI: "Hawaii", ID: "Idaho",
  IL: "Illinois", IN: "Indiana", IA: "Iowa", KS: "Kansas", KY: "Kentucky", LA: "Louisiana",
  ME: "Maine", MD: "Maryland", MA: "Massachusetts", MI: "Michigan", MN: "Minnesota",
  MS: "Mississippi", MO: "Missouri", MT: "Montana", NE: "Nebraska", NV: "Nevada",
  NH: "New Hampshire", NJ: "New Jersey", NM: "New Mexico", NY: "New York", NC: "North Carolina",
  ND: "North Dakota", OH: "Ohio", OK: "Oklahoma", OR: "Oregon", PA: "Pennsylvania",
  RI: "Rhode Island", SC: "South Carolina", SD: "South Dakota", TN: "Tennessee", TX: "Texas",
  UT: "Utah", VT: "Vermont", VA: "Virginia", WA: "Washington", WV: "West Virginia",
  WI: "Wisconsin", WY: "Wyoming", DC: "District of Columbia", PR: "Puerto Rico",
};

export const CA_PROVINCES: Record<string, string> = {
  AB: "Alberta", BC: "British Columbia", MB: "Manitoba", NB: "New Brunswick",
  NL: "Newfoundland and Labrador", NS: "Nova Scotia", ON: "Ontario", PE: "Prince Edward Island",
  QC: "Quebec", SK: "Saskatchewan", NT: "Northwest Territories", NU: "Nunavut", YT: "Yukon",
};

/** Country names and common abbreviations (lower-case) to ISO 3166-1 alpha-2. */
export const COUNTRIES: Record<string, string> = {
  usa: "US", "u.s.a.": "US", "u.s.": "US", us: "US", "united states": "US", "united states of america": "US", america: "US",
  uk: "GB", "u.k.": "GB", "united kingdom": "GB", "great britain": "GB", britain: "GB", england: "GB", scotland: "GB", wales: "GB", "northern ireland": "GB",
  canada: "CA", mexico: "MX", brazil: "BR", argentina: "AR", chile: "CL", colombia: "CO", peru: "PE", venezuela: "VE", uruguay: "UY",
  germany: "DE", deutschland: "DE", france: "FR", spain: "ES", españa: "ES", portugal: "PT", italy: "IT", italia: "IT", netherlands: "NL", "the netherlands": "NL", holland: "NL",
  belgium: "BE", switzerland: "CH", austria: "AT", ireland: "IE", denmark: "DK", sweden: "SE", norway: "NO", finland: "FI", iceland: "IS",
  poland: "PL", "czech republic": "CZ", czechia: "CZ", slovakia: "SK", hungary: "HU", romania: "RO", bulgaria: "BG", greece: "GR", turkey: "TR", türkiye: "TR",
  ukraine: "UA", russia: "RU", serbia: "RS", croatia: "HR", slovenia: "SI", estonia: "EE", latvia: "LV", lithuania: "LT", luxembourg: "LU", malta: "MT", cyprus: "CY",
  israel: "IL", uae: "AE", "u.a.e.": "AE", "united arab emirates": "AE", "saudi arabia": "SA", qatar: "QA", kuwait: "KW", bahrain: "BH", oman: "OM", jordan: "JO", lebanon: "LB", egypt: "EG",
  morocco: "MA", tunisia: "TN", nigeria: "NG", ghana: "GH", kenya: "KE", ethiopia: "ET", "south africa": "ZA", uganda: "UG", tanzania: "TZ", rwanda: "RW",
  india: "IN", pakistan: "PK", bangladesh: "BD", "sri lanka": "LK", nepal: "NP", china: "CN", "hong kong": "HK", taiwan: "TW", japan: "JP", "south korea": "KR", korea: "KR",
  singapore: "SG", malaysia: "MY", indonesia: "ID", philippines: "PH", thailand: "TH", vietnam: "VN", "viet nam": "VN", australia: "AU", "new zealand": "NZ",
};

/** Large cities that appear without a region or country. */
export const CITY_COUNTRIES: Record<string, string> = {
  london: "GB", manchester: "GB", edinburgh: "GB", berlin: "DE", munich: "DE", münchen: "DE", hamburg: "DE", frankfurt: "DE",
  paris: "FR", lyon: "FR", madrid: "ES", barcelona: "ES", lisbon: "PT", rome: "IT", milan: "IT", amsterdam: "NL", rotterdam: "NL",
  brussels: "BE", zurich: "CH", zürich: "CH", geneva: "CH", vienna: "AT", dublin: "IE", copenhagen: "DK", stockholm: "SE", oslo: "NO",
  helsinki: "FI", warsaw: "PL", krakow: "PL", prague: "CZ", budapest: "HU", bucharest: "RO", athens: "GR", istanbul: "TR", kyiv: "UA",
  "tel aviv": "IL", dubai: "AE", "abu dhabi": "AE", cairo: "EG", lagos: "NG", nairobi: "KE", "cape town": "ZA", johannesburg: "ZA",
  bangalore: "IN", bengaluru: "IN", mumbai: "IN", delhi: "IN", "new delhi": "IN", hyderabad: "IN", chennai: "IN", pune: "IN", kolkata: "IN",
  karachi: "PK", lahore: "PK", dhaka: "BD", beijing: "CN", shanghai: "CN", shenzhen: "CN", tokyo: "JP", osaka: "JP", seoul: "KR",
  singapore: "SG", "kuala lumpur": "MY", jakarta: "ID", manila: "PH", bangkok: "TH", sydney: "AU", melbourne: "AU", brisbane: "AU",
  auckland: "NZ", toronto: "CA", vancouver: "CA", montreal: "CA", ottawa: "CA", calgary: "CA", "mexico city": "MX", "são paulo": "BR",
  "sao paulo": "BR", "buenos aires": "AR", "new york": "US", "new york city": "US", nyc: "US", "san francisco": "US", "los angeles": "US",
  chicago: "US", boston: "US", seattle: "US", austin: "US",
};

/** Human languages, for the languages section (lower-case). */
export const HUMAN_LANGUAGES = new Set(
  `english spanish french german italian portuguese dutch swedish norwegian danish finnish icelandic polish czech slovak
hungarian romanian bulgarian greek turkish russian ukrainian belarusian serbian croatian bosnian slovenian macedonian
albanian estonian latvian lithuanian arabic hebrew persian farsi dari pashto urdu hindi bengali bangla punjabi gujarati
marathi tamil telugu kannada malayalam sinhala nepali chinese mandarin cantonese japanese korean vietnamese thai lao
khmer burmese malay indonesian tagalog filipino swahili amharic yoruba igbo hausa zulu xhosa afrikaans somali
catalan basque galician irish welsh gaelic latin esperanto armenian georgian azerbaijani kazakh uzbek mongolian
tibetan maltese luxembourgish asl sign`
    .split(/\s+/)
    .filter(Boolean),
);

export const MONTHS: Record<string, number> = {
  jan: 1, january: 1, janv: 1, feb: 2, february: 2, febr: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, jun: 6,
  june: 6, jul: 7, july: 7, aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10, nov: 11,
  november: 11, dec: 12, december: 12,
};
