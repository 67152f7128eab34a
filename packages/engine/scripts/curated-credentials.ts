/**
 * Licences and certifications across sectors, with the spellings people write on resumes and in
 * postings. General knowledge of each credential, never taken from one posting or resume.
 *
 * Alias prefixes: "=" exact case only (an acronym that is also a word: "=PALS" never matches
 * "pals"); "^" exact case and only as a whole item of a list ("Certifications: CPA, CFA"), for
 * acronyms with another common meaning ("CPA" is also cost per acquisition). Short all-caps
 * acronyms (2-3 characters) always keep their case. Never give a bare everyday word ("bar",
 * "series", "class") as an alias: write the phrase ("admitted to the bar", "Series 7").
 */

import { NDT_METHODS } from "../src/skills/ndt.ts";

export interface CuratedCredential {
  name: string;
  aliases: string[];
  /** A licence: a legal permission to practise or operate (RN, CDL, bar admission, Series 7). */
  isLicence: boolean;
  /** [skill, weight from this credential to it, weight back (default: none)]. */
  related: Array<[string, number, number?]>;
}

type Row = [name: string, aliases: string[], related?: Array<[string, number, number?]>];

const licence = (rows: Row[]): CuratedCredential[] =>
  rows.map(([name, aliases, related = []]) => ({ name, aliases, isLicence: true, related }));
const cert = (rows: Row[]): CuratedCredential[] =>
  rows.map(([name, aliases, related = []]) => ({ name, aliases, isLicence: false, related }));

export const CREDENTIAL_CATEGORY = "Licences and certifications";

export const CURATED_CREDENTIALS: CuratedCredential[] = [
  // Health care.
  ...licence([
    // The Netherlands' register of health professionals (Wet BIG), one register for several.
    ["BIG registration", ["BIG-registratie", "BIG-registered", "BIG registered", "BIG register"]],
    [
      "Registered Nurse",
      [
        "RN",
        "R.N.",
        "RN license",
        "RN licensure",
        "Licensed RN",
        "Registered Nurse license",
        "Registered Professional Nurse",
        "Registered General Nurse",
        "RGN",
        "NMC registered nurse",
        "NMC registration",
        "NCLEX-RN",
        "Nurse licence",
        "Nurse license",
        "Nursing licence",
        "Nursing license",
        // Germany's protected titles of the registered nurse (Pflegeberufegesetz).
        "Pflegefachfrau",
        "Pflegefachmann",
        "Gesundheits- und Krankenpflegerin",
        "Gesundheits- und Krankenpfleger",
      ],
      [
        ["Nursing", 0.9, 0.5],
        ["Patient care", 0.6],
      ],
    ],
    [
      "Licensed Practical Nurse",
      [
        "LPN",
        "LPN license",
        "Licensed Vocational Nurse",
        "LVN",
        "LVN license",
        "NCLEX-PN",
        "Enrolled Nurse",
        // Ontario's name for it.
        "Registered Practical Nurse",
        "=RPN",
      ],
      [
        ["Nursing", 0.8, 0.4],
        ["Registered Nurse", 0.3, 0.8],
      ],
    ],
    [
      "Nurse Practitioner",
      ["APRN", "Advanced Practice Registered Nurse", "NP license", "Nurse Practitioner license"],
      [
        ["Registered Nurse", 0.9],
        ["Nursing", 0.8],
      ],
    ],
    // A nurse practitioner's board certification names a population: each is a nurse
    // practitioner's, none another population's.
    ...(
      [
        ["Family Nurse Practitioner", ["FNP", "FNP-BC", "FNP-C"]],
        [
          "Adult-Gerontology Nurse Practitioner",
          ["AGNP", "AGNP-C", "AGPCNP", "AGPCNP-BC", "AGACNP", "AGACNP-BC"],
        ],
        [
          "Psychiatric-Mental Health Nurse Practitioner",
          [
            "PMHNP",
            "PMHNP-BC",
            "Psychiatric Mental Health Nurse Practitioner",
            "Psychiatric Mental Health NP",
            "Psychiatric-Mental Health NP",
          ],
        ],
        ["Pediatric Nurse Practitioner", ["PNP", "CPNP", "CPNP-PC", "CPNP-AC", "PPCNP-BC"]],
        // By the board's mark only: "NNP" alone names the people ("Assist NNPs") and the
        // programme ("NNP Clinical Practicum") as often as the credential.
        [
          "Women's Health Nurse Practitioner",
          ["WHNP-BC", "Women's Health Care Nurse Practitioner"],
        ],
        ["Neonatal Nurse Practitioner", ["NNP-BC"]],
      ] as Array<[string, string[]]>
    ).map(
      ([name, aliases]): Row => [
        name,
        aliases,
        [
          ["Nurse Practitioner", 1],
          ["Registered Nurse", 0.9],
          ["Nursing", 0.8],
        ],
      ],
    ),
    [
      "Certified Nursing Assistant",
      [
        "CNA",
        "CNA certification",
        "CNA license",
        "Certified Nurse Aide",
        "Certified Nurse Assistant",
        "Certified Nursing Aide",
        "State Tested Nursing Assistant",
        "STNA",
        "Nurse aide certification",
        "Nurse aide registry",
      ],
      [["Patient care", 0.7]],
    ],
    [
      "Emergency Medical Technician",
      [
        "^EMT",
        "EMT-B",
        "EMT-Basic",
        "EMT certification",
        "EMT certified",
        "NREMT",
        "AEMT",
        "EMT-A",
      ],
      [["Emergency care", 0.7]],
    ],
    [
      "Paramedic license",
      [
        "Licensed Paramedic",
        "Paramedic certification",
        "Certified Paramedic",
        "EMT-P",
        "NRP-P",
        "National Registry Paramedic",
        "NREMT-P",
        "NREMT Paramedic",
      ],
      // A paramedic's licence is the highest EMS level: it holds an EMT's, which postings ask "at
      // minimum".
      [
        ["Emergency Medical Technician", 1],
        ["Emergency care", 0.8],
      ],
    ],
    [
      "Pharmacist license",
      // Germany's licence to practise: "Approbation als Apotheker(in)"; Greece's and others' in
      // English words.
      [
        "Registered Pharmacist",
        "Licensed Pharmacist",
        "RPh",
        "R.Ph.",
        "Approbation als Apotheker",
        "Approbation als Apothekerin",
        // "Licence to practise pharmacy (Άδεια Άσκησης Επαγγέλματος Φαρμακοποιού)".
        "Licence to practise pharmacy",
        "License to practice pharmacy",
        "Licence to practice pharmacy",
        "License to practise pharmacy",
      ],
      [["Pharmacy", 0.8]],
    ],
    [
      "Medical license",
      [
        "State medical license",
        "Medical licence",
        "Licensed physician",
        "Unrestricted medical license",
        "GMC registration",
        "GMC registered",
        "Medicine license",
        "License to practice medicine",
        // Germany's licence to practise: "Approbation als Arzt/Ärztin".
        "Approbation als Arzt",
        "Approbation als Ärztin",
        // A doctor of osteopathic medicine's licence by the degree's initials, in capitals only.
        "=DO license",
      ],
    ],
    ["DEA registration", ["DEA license", "DEA certificate", "DEA number"]],
    ["Registered Dental Hygienist", ["RDH", "Dental hygiene license", "Licensed dental hygienist"]],
    // The state's licence to practise, which a CRT or an RRT may hold: neither credential itself.
    [
      "Respiratory therapist license",
      ["Licensed Respiratory Therapist", "Respiratory care practitioner license", "RCP license"],
    ],
    // The CRT is the entry-level credential of respiratory therapy, the RRT the advanced one.
    ["Registered Respiratory Therapist", ["RRT"]],
    ["Certified Respiratory Therapist", ["CRT (NBRC)", "NBRC CRT"]],
    // The NBRC's specialties, each a credential of its own beside the RRT it builds on.
    [
      "Neonatal/Pediatric Respiratory Care Specialist",
      ["RRT-NPS", "CRT-NPS", "Neonatal Pediatric Respiratory Care Specialist"],
      [["Registered Respiratory Therapist", 0.5]],
    ],
    [
      "Adult Critical Care Specialist",
      ["RRT-ACCS", "Adult Critical Care Specialist (ACCS)"],
      [["Registered Respiratory Therapist", 0.5]],
    ],
    [
      "Physical therapist license",
      ["Licensed Physical Therapist", "PT license", "HCPC registered physiotherapist"],
      [["Physical therapy", 0.8]],
    ],
    // The assistant's licence is one of its own, as the occupational therapy assistant's.
    [
      "Physical therapist assistant license",
      [
        "Physical Therapist Assistant license",
        "Licensed Physical Therapist Assistant",
        "PTA license",
      ],
      [["Physical therapist license", 0.4]],
    ],
    [
      "Occupational therapist license",
      ["OTR/L", "^OTR", "Licensed Occupational Therapist", "OT license", "OT licence"],
    ],
    [
      "Occupational therapy assistant license",
      [
        "COTA",
        "COTA/L",
        "Certified Occupational Therapy Assistant",
        "Licensed Occupational Therapy Assistant",
      ],
      [["Occupational therapist license", 0.4]],
    ],
    ["Speech-language pathologist license", ["CCC-SLP", "SLP license", "Licensed SLP"]],
    [
      "Registered Dietitian",
      [
        "RDN",
        "Registered Dietitian Nutritionist",
        "Licensed Dietitian",
        "LDN",
        "^RD",
        "RD, LD",
        "RD/LD",
      ],
    ],
    [
      "Licensed Clinical Social Worker",
      ["LCSW", "LICSW", "LCSW-C", "Clinical social work license"],
      [["Social work license", 0.9]],
    ],
    [
      "Social work license",
      [
        "LMSW",
        "Licensed Master Social Worker",
        "LSW",
        "Licensed Social Worker",
        "Social Work England registration",
      ],
    ],
    [
      "Licensed Professional Counselor",
      ["LPC", "LPCC", "LMHC", "Licensed Mental Health Counselor", "LCPC", "LPC-S"],
    ],
    ["Licensed Marriage and Family Therapist", ["LMFT", "Marriage and family therapist license"]],
    ["Psychologist license", ["Licensed Psychologist", "Licensed Clinical Psychologist"]],
    [
      "Licensed Alcohol and Drug Counselor",
      ["LADC", "CADC", "Certified Alcohol and Drug Counselor", "CASAC", "LCADC"],
    ],
    [
      "Massage therapist license",
      [
        "LMT",
        "Licensed Massage Therapist",
        "LMBT",
        "Massage therapy license",
        "LMP",
        "Licensed Massage Practitioner",
        "Massage practitioner license",
      ],
    ],
    [
      "Veterinary technician license",
      [
        "Licensed Veterinary Technician",
        "LVT",
        "RVT",
        "Registered Veterinary Technician",
        "CVT",
        "Certified Veterinary Technician",
      ],
    ],
    // The UK's and Ireland's register of veterinary nurses (RCVS, VCI).
    ["Registered Veterinary Nurse", ["RVN", "Registered Veterinary Nurse (RVN)"]],
    ["Veterinary license", ["Licensed veterinarian", "DVM license", "MRCVS"]],
  ]),
  ...cert([
    // The licensing exam a veterinarian passes before a state's licence.
    [
      "NAVLE",
      ["North American Veterinary Licensing Examination", "NAVLE passed"],
      [["Veterinary license", 0.5]],
    ],
    [
      "Basic Life Support",
      ["BLS", "BLS certification", "BLS certified", "BLS for Healthcare Providers", "BLS Provider"],
      // The BLS course is CPR and AED for healthcare providers: holding it holds CPR.
      [["CPR", 1, 0.6]],
    ],
    // New Zealand's resuscitation levels (the NZRC's), above BLS.
    [
      "CORE Immediate",
      [
        "NZRC CORE Immediate",
        "CORE Immediate certification",
        "Resuscitation Council CORE Immediate",
        "CORE Advanced",
        "NZRC CORE Advanced",
      ],
      [
        ["Basic Life Support", 1, 0.5],
        ["CPR", 1, 0.5],
      ],
    ],
    [
      "CPR",
      [
        "CPR certified",
        "CPR certification",
        "Cardiopulmonary resuscitation",
        "CPR/AED",
        "Adult and pediatric CPR",
        "Heartsaver CPR",
      ],
      [["First aid", 0.4, 0.4]],
    ],
    [
      "First aid",
      [
        "First aid certified",
        "First aid certification",
        "First aid certificate",
        "First aid trained",
        "Emergency first aid",
        "Standard first aid",
        "First Aid at Work",
        "Heartsaver First Aid",
      ],
    ],
    [
      "ACLS",
      [
        "Advanced Cardiovascular Life Support",
        "Advanced Cardiac Life Support",
        "ACLS certified",
        "ACLS certification",
      ],
      [
        ["Basic Life Support", 0.8],
        ["CPR", 0.8],
      ],
    ],
    [
      "Pediatric Advanced Life Support",
      ["=PALS", "=PALS certified", "=PALS certification", "Paediatric Advanced Life Support"],
      [
        ["Basic Life Support", 0.8],
        ["CPR", 0.8],
      ],
    ],
    [
      "Neonatal Resuscitation Program",
      [
        "NRP certification",
        "NRP certified",
        "^NRP",
        "Neonatal resuscitation",
        // The American Academy of Pediatrics' course by its provider cards.
        "NRP provider",
        "NRP Advanced",
        "NRP Essentials",
      ],
    ],
    ["TNCC", ["Trauma Nursing Core Course", "TNCC certified"]],
    // The National Certification Corporation's nursing specialties: each its own, none holding
    // another ("RNC-MNN" is no "RNC-OB").
    [
      "RNC-OB",
      ["Inpatient Obstetric Nursing certification", "RNC-OB certified"],
      [["Obstetrics", 0.7]],
    ],
    [
      "RNC-MNN",
      ["Maternal Newborn Nursing certification", "RNC-MNN certified"],
      [["Obstetrics", 0.5]],
    ],
    [
      "RNC-NIC",
      ["Neonatal Intensive Care Nursing certification", "RNC-NIC certified"],
      [["Neonatal care", 0.7]],
    ],
    [
      "RNC-LRN",
      ["Low Risk Neonatal Nursing certification", "RNC-LRN certified"],
      [["Neonatal care", 0.5]],
    ],
    [
      "C-EFM",
      ["Electronic Fetal Monitoring certification", "C-EFM certified"],
      [["Obstetrics", 0.4]],
    ],
    ["CCRN", ["Critical Care Registered Nurse", "CCRN certified"], [["Critical care", 0.7]]],
    ["Certified Emergency Nurse", ["CEN"], [["Emergency care", 0.7]]],
    // The progressive care nurse's certification, not the critical care one.
    ["PCCN", ["Progressive Care Certified Nurse", "PCCN certified"], [["CCRN", 0.3]]],
    [
      "Certified in Infection Control",
      [
        "CIC",
        "CBIC certified",
        "CIC certification",
        "Certified in Infection Prevention and Control",
      ],
      [["Infection control", 0.9, 0.3]],
    ],
    [
      "Associate – Infection Prevention and Control",
      ["a-IPC", "Associate Infection Prevention and Control"],
      [["Certified in Infection Control", 0.3]],
    ],
    [
      "IBCLC",
      ["International Board Certified Lactation Consultant", "IBCLC certified", "IBLCE certified"],
      [["Certified Lactation Counselor", 0.3]],
    ],
    ["Certified Lactation Counselor", ["^CLC", "CLC certified", "ALPP CLC"]],
    ["Oncology Certified Nurse", ["OCN"]],
    [
      "Certified Medical Assistant",
      [
        "Registered Medical Assistant",
        "RMA",
        "CCMA",
        "Certified Clinical Medical Assistant",
        "Medical assistant certification",
      ],
    ],
    [
      "Certified Surgical Technologist",
      [
        "^CST",
        "CST (NBSTSA)",
        "NBSTSA certified",
        "NBSTSA certification",
        "Certified Surgical Technician",
      ],
    ],
    [
      "Certified Pharmacy Technician",
      [
        "CPhT",
        "PTCB",
        "PTCB certified",
        "Pharmacy technician certification",
        "ExCPT",
        "Registered pharmacy technician",
        "Licensed pharmacy technician",
      ],
      [["Pharmacy", 0.6]],
    ],
    [
      "Registered Dental Assistant",
      ["RDA", "Certified Dental Assistant", "Dental assistant license"],
    ],
    [
      "ARRT",
      [
        "ARRT certified",
        "ARRT registered",
        "Registered Radiologic Technologist",
        "Radiologic technologist license",
      ],
    ],
    // ARRT grants a credential per discipline, written by its letter in brackets: "ARRT (T)",
    // "R.T.(R)(ARRT)". Each is an ARRT credential; none is another discipline's.
    ...(
      [
        ["Radiography", "R", ["Registered Radiographer"]],
        ["Radiation Therapy", "T", ["Registered Radiation Therapist"]],
        ["Computed Tomography", "CT", []],
        ["Magnetic Resonance Imaging", "MR", []],
        ["Mammography", "M", []],
        ["Nuclear Medicine Technology", "N", []],
        ["Sonography", "S", []],
        ["Vascular Interventional Radiography", "VI", []],
        ["Cardiac Interventional Radiography", "CI", []],
        ["Bone Densitometry", "BD", []],
      ] as Array<[string, string, string[]]>
    ).map(
      ([discipline, letter, more]): Row => [
        `ARRT ${discipline}`,
        [
          `ARRT (${letter})`,
          `ARRT(${letter})`,
          `R.T.(${letter})`,
          `R.T. (${letter})`,
          `RT(${letter})`,
          `RT (${letter})`,
          `(${letter})(ARRT)`,
          `ARRT ${discipline} (${letter})`,
          `${discipline} (${letter})`,
          `ARRT-registered in ${discipline}`,
          `ARRT registered in ${discipline}`,
          `ARRT certification in ${discipline}`,
          `ARRT ${discipline} certification`,
          // "Registered in Magnetic Resonance Imaging by the American Registry of Radiologic
          // Technologists"; not sonography, which another registry grants too.
          ...(letter === "S" ? [] : [`Registered in ${discipline}`]),
          ...more,
        ],
        [["ARRT", 1]],
      ],
    ),
    // ASHA's certification of audiologists (the speech-language pathologist's is CCC-SLP).
    ["CCC-A", ["Certificate of Clinical Competence in Audiology", "CCC-A certified", "ASHA CCC-A"]],
    // ARDMS, the registry, grants several credentials: its name alone is none of them, and its
    // physics exam (SPI) is a step towards each, not one.
    ["RDMS", ["Registered Diagnostic Medical Sonographer", "ARDMS registered"]],
    ["RDCS", ["Registered Diagnostic Cardiac Sonographer", "ARDMS RDCS"]],
    // "RVT" alone is also a registered veterinary technician.
    ["Registered Vascular Technologist", ["ARDMS RVT", "RVT (ARDMS)", "RVT, ARDMS"]],
    [
      "SPI exam",
      ["ARDMS SPI", "SPI (ARDMS)", "Sonography Principles and Instrumentation", "SPI examination"],
    ],
    // ASCP certifies laboratory professionals at several levels: the technician's (MLT, an
    // associate degree) and the scientist's (MLS, a bachelor's), which includes it.
    ["ASCP certification", ["ASCP certified"], [["Laboratory skills", 0.6]]],
    [
      "MLT ASCP certification",
      [
        "MLT ASCP",
        "MLT(ASCP)",
        "Medical Laboratory Technician (ASCP)",
        "Medical Laboratory Technician certification",
        "Certified Medical Laboratory Technician",
      ],
      [
        ["ASCP certification", 1],
        ["Laboratory skills", 0.6],
      ],
    ],
    [
      "HT ASCP certification",
      [
        "HT ASCP",
        "HT(ASCP)",
        "HT (ASCP)",
        "Histotechnician (ASCP)",
        "Histotechnician certification",
        "Certified Histotechnician",
      ],
      [
        ["ASCP certification", 1],
        ["Laboratory skills", 0.6],
      ],
    ],
    [
      "HTL ASCP certification",
      [
        "HTL ASCP",
        "HTL(ASCP)",
        "HTL (ASCP)",
        "Histotechnologist (ASCP)",
        "Histotechnologist certification",
        "Certified Histotechnologist",
      ],
      [
        ["HT ASCP certification", 1],
        ["ASCP certification", 1],
        ["Laboratory skills", 0.6],
      ],
    ],
    [
      "MLS ASCP certification",
      [
        "MLS ASCP",
        "MLS(ASCP)",
        "MT ASCP",
        "MT(ASCP)",
        "Medical Laboratory Scientist (ASCP)",
        "Medical Laboratory Scientist certification",
        "Medical Technologist (ASCP)",
      ],
      [
        ["MLT ASCP certification", 1],
        ["ASCP certification", 1],
        ["Laboratory skills", 0.6],
      ],
    ],
    [
      "Certified Phlebotomy Technician",
      ["Phlebotomy certification", "Phlebotomy certified", "Certified phlebotomist", "PBT"],
      [["Phlebotomy", 0.9, 0.4]],
    ],
    [
      "Certified Professional Coder",
      ["^CPC", "CPC certified", "CPC credential", "CPC certification", "AAPC certified"],
      [
        ["Medical coding", 0.9, 0.3],
        ["Certified Coding Specialist", 0.5],
      ],
    ],
    // AHIMA's coding credential, not AAPC's CPC.
    [
      "Certified Coding Specialist",
      ["CCS", "CCS certified", "AHIMA CCS"],
      [
        ["Medical coding", 0.9, 0.3],
        ["Certified Professional Coder", 0.5],
      ],
    ],
    // The apprentice's designation, held until two years of coding lift the "A": not yet the CPC.
    [
      "Certified Professional Coder Apprentice",
      [
        "CPC-A",
        "Certified Professional Coder - Apprentice",
        "Certified Professional Coder Apprentice",
      ],
      [
        ["Certified Professional Coder", 0.5],
        ["Medical coding", 0.8, 0.3],
      ],
    ],
    [
      "RHIT",
      ["Registered Health Information Technician"],
      [["Health information management", 0.8, 0.3]],
    ],
    // The administrator's credential, on a bachelor's degree: more than the RHIT, not the RHIT.
    [
      "RHIA",
      ["Registered Health Information Administrator", "AHIMA RHIA"],
      [
        ["RHIT", 0.8, 0.4],
        ["Health information management", 0.9, 0.3],
      ],
    ],
    ["CDIP", ["Certified Documentation Integrity Practitioner"]],
    ["CHPS", ["Certified in Healthcare Privacy and Security"]],
    [
      "Certified Tumor Registrar",
      [
        "^CTR",
        "CTR credential",
        "CTR certified",
        "CTR certification",
        "NCRA CTR",
        "Oncology Data Specialist",
        "ODS-C",
        "Oncology Data Specialist - Certified",
      ],
    ],
    // "CCP" is also AACE's Certified Cost Professional: only as an item of a list alone.
    [
      "Certified Clinical Perfusionist",
      ["^CCP", "CCP (ABCP)", "ABCP certified", "ABCP certification", "ABCP CCP"],
    ],
    [
      "Certified Medical Dosimetrist",
      ["^CMD", "CMD (MDCB)", "MDCB certified", "MDCB certification", "MDCB CMD"],
    ],
    [
      "Certified Biomedical Equipment Technician",
      ["CBET", "AAMI CBET", "Certified Biomedical Equipment Technician (CBET)"],
    ],
    [
      "Certified Associate in Biomedical Technology",
      ["CABT", "AAMI CABT"],
      [["Certified Biomedical Equipment Technician", 0.4]],
    ],
    [
      "Certified Clinical Research Coordinator",
      ["CCRC", "ACRP CCRC", "ACRP-CCRC"],
      [["Clinical research", 0.8, 0.3]],
    ],
    [
      "Certified Clinical Research Professional",
      ["CCRP", "SOCRA CCRP", "SOCRA certified"],
      [["Clinical research", 0.8, 0.3]],
    ],
    [
      "Certified Clinical Research Associate",
      ["CCRA", "ACRP CCRA", "ACRP-CCRA"],
      [["Clinical research", 0.8, 0.3]],
    ],
    // AALAS's three levels; each higher one holds the one below.
    ["Assistant Laboratory Animal Technician", ["ALAT", "AALAS ALAT"]],
    [
      "Laboratory Animal Technician",
      ["^LAT", "AALAS LAT", "LAT certification", "LAT certified"],
      [["Assistant Laboratory Animal Technician", 1]],
    ],
    [
      "Laboratory Animal Technologist",
      ["LATG", "AALAS LATG"],
      [
        ["Laboratory Animal Technician", 1],
        ["Assistant Laboratory Animal Technician", 1],
      ],
    ],
    [
      "Certified Therapeutic Recreation Specialist",
      ["CTRS", "NCTRC certified", "NCTRC certification"],
    ],
    [
      "Board Certified Chaplain",
      ["^BCC", "BCC (APC)", "APC board certified", "APC board certification"],
    ],
    [
      "NCCPA certification",
      ["PA-C", "NCCPA certified", "NCCPA board certified", "Certified Physician Assistant"],
    ],
    ["CHES", ["Certified Health Education Specialist", "MCHES"]],
    ["Certified Home Health Aide", ["HHA", "Home health aide certification", "Certified HHA"]],
    // A sterile processing technician's certification, from HSPA or from CBSPD.
    [
      "Certified Registered Central Service Technician",
      ["CRCST", "Certified Sterile Processing and Distribution Technician", "CSPDT"],
      [["Sterile processing", 0.9, 0.3]],
    ],
    [
      "Certified Medication Aide",
      ["Certified Medication Technician", "QMA", "Medication aide certification"],
      [["Medication administration", 0.8]],
    ],
    ["Board Certified Behavior Analyst", ["BCBA", "BCBA-D"]],
    // The assistant's, who practises under a BCBA's supervision: not yet the BCBA.
    [
      "Board Certified Assistant Behavior Analyst",
      ["=BCaBA"],
      [["Board Certified Behavior Analyst", 0.5]],
    ],
    ["Registered Behavior Technician", ["RBT", "RBT certified"]],
    ["Certified Case Manager", ["CCM"]],
    ["CPHQ", ["Certified Professional in Healthcare Quality"]],
    ["Board certification", ["Board certified", "Board-certified"]],
    ["Mental Health First Aid", ["MHFA", "Mental Health First Aider"]],
    [
      "Crisis intervention certification",
      [
        "CPI certified",
        "CPI certification",
        "Nonviolent Crisis Intervention",
        "Crisis Prevention Intervention",
        "MANDT certified",
        "Mandt training",
      ],
    ],
  ]),

  // Law, finance, insurance, real estate.
  ...licence([
    [
      "Bar admission",
      [
        "Admitted to the bar",
        "Admitted to practice law",
        "Admitted to practice",
        "Licensed attorney",
        "Licensed to practice law",
        "Member of the State Bar",
        "Bar license",
        "Bar licensure",
        "Bar membership",
        "Active bar membership",
        "Active bar license",
        "Member in good standing of the bar",
        "Active member of the State Bar",
        "Admitted to the State Bar",
        "State Bar admission",
        "Called to the Bar",
        "Qualified solicitor",
        "Admitted solicitor",
        // Not "Practising certificate" alone: nurses, pharmacists and physiotherapists hold one
        // in New Zealand, Ireland and Australia.
        "Solicitor's practising certificate",
        "SRA practising certificate",
        // "Current license to practice law in Texas": the posting's words for the same paper.
        "License to practice law",
        "Law license",
      ],
      [["Legal research", 0.5]],
    ],
    [
      "Notary public",
      ["Notary", "Commissioned notary", "Notary commission", "Notary Public commission"],
    ],
    [
      "Registered patent agent",
      [
        "Patent agent",
        "USPTO registered",
        "USPTO registration",
        "Registered patent attorney",
        "Patent bar",
      ],
    ],
    [
      "Certified Public Accountant",
      [
        "^CPA",
        "CPA license",
        "Licensed CPA",
        "CPA certified",
        "CPA certification",
        "Active CPA",
        "CPA licensure",
      ],
      [["Accounting", 0.8]],
    ],
    ["Enrolled Agent", ["IRS Enrolled Agent"], [["Taxation", 0.8]]],
    // The IRS's yearly record for unenrolled preparers, and the number every paid preparer holds.
    [
      "Annual Filing Season Program",
      ["AFSP", "AFSP Record of Completion", "Annual Filing Season Program Record of Completion"],
      [["Taxation", 0.8]],
    ],
    ["Preparer Tax Identification Number", ["PTIN", "IRS PTIN"], [["Taxation", 0.8]]],
    ["Series 7", ["=Series 7", "=Series 7 license", "General Securities Representative"]],
    ["Series 63", ["=Series 63", "Uniform Securities Agent"]],
    ["Series 65", ["=Series 65", "Uniform Investment Adviser"]],
    // The state registration a Series 65 (or 66) qualifies an adviser's representative for.
    [
      "Investment Adviser Representative",
      [
        "=IAR",
        "Investment Advisor Representative",
        "Investment Adviser Representatives",
        "Investment Advisor Representatives",
      ],
    ],
    // The Uniform Combined State Law exam: the Series 63's state law with the Series 65's; with a
    // Series 7 it stands for both, and holds the Series 63 alone.
    [
      "Series 66",
      ["=Series 66", "Uniform Combined State Law"],
      [
        ["Series 63", 1],
        ["Series 65", 0.8],
      ],
    ],
    ["Series 6", ["=Series 6"]],
    ["Series 24", ["=Series 24"]],
    // The other FINRA and NFA qualification exams, by their numbers and their names.
    ["Series 3", ["=Series 3", "National Commodity Futures Examination"]],
    ["Series 4", ["=Series 4", "Registered Options Principal"]],
    ["Series 9", ["=Series 9"]],
    ["Series 10", ["=Series 10", "General Securities Sales Supervisor"]],
    ["Series 22", ["=Series 22", "Direct Participation Programs Representative"]],
    ["Series 26", ["=Series 26"]],
    ["Series 27", ["=Series 27", "Financial and Operations Principal"]],
    ["Series 50", ["=Series 50", "Municipal Advisor Representative"]],
    ["Series 52", ["=Series 52", "Municipal Securities Representative"]],
    ["Series 53", ["=Series 53", "Municipal Securities Principal"]],
    ["Series 57", ["=Series 57", "Securities Trader Representative"]],
    ["Series 79", ["=Series 79", "Investment Banking Representative"]],
    ["Series 82", ["=Series 82", "Private Securities Offerings Representative"]],
    ["Series 86", ["=Series 86"]],
    ["Series 87", ["=Series 87"]],
    ["Series 99", ["=Series 99", "Operations Professional"]],
    [
      "Insurance license",
      [
        "Insurance producer license",
        "Life and health insurance license",
        "Life and health license",
        "Property and casualty license",
        "Property and casualty insurance license",
        "P&C license",
        "Licensed insurance agent",
        "Insurance agent license",
        "Resident producer license",
        "Property and casualty agent license",
        "Property and casualty producer",
        "Property and casualty producer license",
        "P&C agent license",
        "P&C producer license",
        "Licensed P&C agent",
        "Licensed property and casualty agent",
        "Life and health agent license",
      ],
      [["Insurance", 0.6]],
    ],
    [
      "NMLS license",
      [
        "NMLS",
        "NMLS licensed",
        "NMLS registered",
        "Mortgage loan originator license",
        "MLO license",
        "Licensed mortgage loan originator",
      ],
    ],
    [
      "Real estate license",
      [
        "Licensed real estate agent",
        "Licensed real estate salesperson",
        "Real estate salesperson license",
        "Real estate broker license",
        "Licensed real estate broker",
        "Licensed realtor",
      ],
      [["Real estate", 0.7]],
    ],
    [
      "Appraiser license",
      ["Licensed appraiser", "Certified residential appraiser", "Certified general appraiser"],
    ],
  ]),
  ...cert([
    [
      "Chartered Financial Analyst",
      ["CFA", "CFA charterholder", "CFA charter holder"],
      [["Financial analysis", 0.7]],
    ],
    ["Certified Financial Planner", ["CFP", "CFP professional", "CFP certification"]],
    // The UK's: the Chartered Insurance Institute's (and the PFS's) chartered title.
    ["Chartered Financial Planner", ["Chartered Financial Planner status"]],
    ["Certified Management Accountant", ["CMA certified", "IMA CMA"]],
    ["ACCA", ["Chartered Certified Accountant", "ACCA qualified", "FCCA"], [["Accounting", 0.8]]],
    ["CIMA", ["Chartered Management Accountant", "CGMA", "ACMA"], [["Accounting", 0.7]]],
    [
      "Chartered Accountant",
      ["ICAEW Chartered Accountant", "ACA qualified"],
      [["Accounting", 0.8]],
    ],
    [
      "Certified Internal Auditor",
      ["^CIA", "CIA certified", "CIA certification"],
      [["Auditing", 0.8]],
    ],
    ["CISA", ["Certified Information Systems Auditor"], [["Auditing", 0.6]]],
    ["Certified Fraud Examiner", ["CFE"]],
    // A bank regulator's commission, earned by its examiners after a technical exam.
    [
      "Commissioned bank examiner",
      [
        "Commissioned examiner",
        "Commissioned financial institution examiner",
        "Examiner commission",
        "FDIC commissioned examiner",
        "Commissioned Risk Management Examiner",
      ],
      [["Auditing", 0.6]],
    ],
    ["FRM", ["Financial Risk Manager", "FRM certified"]],
    ["SIE exam", ["Securities Industry Essentials", "=SIE"]],
    [
      "CAMS",
      [
        "=CAMS",
        "Certified Anti-Money Laundering Specialist",
        "=CAMS certified",
        "=CAMS certification",
      ],
    ],
    ["Certified Treasury Professional", ["CTP"]],
    ["CPCU", ["Chartered Property Casualty Underwriter"]],
    ["Chartered Life Underwriter", ["CLU"]],
    ["Chartered Financial Consultant", ["ChFC"]],
    [
      "Certified Paralegal",
      ["Paralegal certificate", "Paralegal certification", "Certified Legal Assistant"],
    ],
    ["CIPP", ["CIPP/US", "CIPP/E", "Certified Information Privacy Professional", "CIPM", "CIPT"]],
  ]),

  // Business, people, projects, quality, supply chain, marketing, technology.
  ...cert([
    [
      "PMP",
      ["Project Management Professional", "PMP certification", "PMP certified", "PMP-certified"],
    ],
    ["CAPM", ["Certified Associate in Project Management"], [["Project management", 0.6]]],
    ["PRINCE2", ["Prince2", "PRINCE2 Practitioner", "PRINCE2 Foundation"]],
    [
      "Certified ScrumMaster",
      ["^CSM", "^PSM", "PSM I", "Professional Scrum Master", "Certified Scrum Master"],
    ],
    [
      "Six Sigma Green Belt",
      ["Lean Six Sigma Green Belt", "LSSGB", "CSSGB", "Six Sigma Green Belt certified"],
      [
        ["Six Sigma", 0.9],
        ["Six Sigma Yellow Belt", 0.9],
      ],
    ],
    [
      "Six Sigma Black Belt",
      ["Lean Six Sigma Black Belt", "LSSBB", "CSSBB", "Six Sigma Master Black Belt"],
      [
        ["Six Sigma", 0.9],
        ["Six Sigma Green Belt", 0.9],
      ],
    ],
    ["Six Sigma Yellow Belt", ["Lean Six Sigma Yellow Belt", "LSSYB"], [["Six Sigma", 0.7]]],
    ["SHRM-CP", ["SHRM Certified Professional"], [["Human resources", 0.7]]],
    [
      "SHRM-SCP",
      ["SHRM Senior Certified Professional"],
      [
        ["SHRM-CP", 0.9],
        ["Human resources", 0.7],
      ],
    ],
    [
      "PHR",
      ["Professional in Human Resources"],
      [
        ["Human resources", 0.7],
        ["SHRM-CP", 0.6, 0.6],
      ],
    ],
    [
      "SPHR",
      ["Senior Professional in Human Resources"],
      [
        ["PHR", 0.9],
        ["Human resources", 0.7],
      ],
    ],
    ["aPHR", ["Associate Professional in Human Resources"]],
    [
      "CIPD",
      ["CIPD qualified", "CIPD Level 5", "CIPD Level 7", "Chartered MCIPD"],
      [["Human resources", 0.7]],
    ],
    ["Certified Quality Engineer", ["CQE", "ASQ CQE"]],
    ["Certified Quality Auditor", ["CQA", "ASQ CQA"]],
    [
      "ISO 9001 Lead Auditor",
      ["ISO 9001 Internal Auditor", "IRCA Lead Auditor", "ISO Lead Auditor"],
    ],
    [
      "CSCP",
      ["Certified Supply Chain Professional", "APICS CSCP"],
      [["Supply chain management", 0.7]],
    ],
    [
      "CPIM",
      [
        "Certified in Planning and Inventory Management",
        "APICS CPIM",
        "Certified in Production and Inventory Management",
      ],
    ],
    ["CLTD", ["Certified in Logistics, Transportation and Distribution"]],
    ["CPSM", ["Certified Professional in Supply Management"]],
    ["CIPS", ["MCIPS", "CIPS Level 4", "CIPS qualified"]],
    ["Certified Meeting Professional", ["CMP certified"]],
    [
      "Google Ads certification",
      ["Google Ads certified", "Google AdWords certified", "Google Ads Certification"],
      [["Search engine marketing", 0.8]],
    ],
    [
      "Google Analytics certification",
      ["Google Analytics Individual Qualification", "GAIQ", "Google Analytics certified"],
    ],
    ["HubSpot certification", ["HubSpot certified", "HubSpot Inbound certification"]],
    [
      "Meta Blueprint certification",
      ["Facebook Blueprint", "Meta Blueprint", "Meta Certified Digital Marketing Associate"],
    ],
    [
      "AWS Certified Solutions Architect",
      ["AWS Solutions Architect", "AWS Certified", "AWS certification"],
    ],
    [
      "Salesforce Certified Administrator",
      [
        "Salesforce Administrator certification",
        "Salesforce Certified Admin",
        "Salesforce Admin certification",
        "SFDC Certified Administrator",
        // Its name since 2025.
        "Salesforce Certified Platform Administrator",
        "Salesforce Platform Administrator certification",
      ],
      [["Salesforce", 0.6]],
    ],
    [
      "Salesforce Certified Advanced Administrator",
      [
        "Salesforce Advanced Administrator certification",
        "Salesforce Advanced Admin certification",
        "Salesforce Certified Platform Administrator II",
      ],
      [
        ["Salesforce Certified Administrator", 1],
        ["Salesforce", 0.6],
      ],
    ],
    // Its two levels: the Professional is no Associate's, and holds the Associate's.
    [
      "AWS Certified Solutions Architect Professional",
      ["AWS Solutions Architect Professional", "AWS SA Professional", "SAP-C02", "SAP-C01"],
      [
        ["AWS Certified Solutions Architect", 1],
        ["AWS Certified Solutions Architect Associate", 1],
      ],
    ],
    [
      "AWS Certified Solutions Architect Associate",
      ["AWS Solutions Architect Associate", "AWS SA Associate", "SAA-C03", "SAA-C02"],
      [["AWS Certified Solutions Architect", 1]],
    ],
    ["CISSP", ["Certified Information Systems Security Professional"]],
    ["CompTIA Security+", ["Security+", "Security+ certified"]],
    ["CompTIA A+", ["A+ certified", "A+ certification"]],
    ["CompTIA Network+", ["Network+", "Network+ certified"]],
  ]),

  // Construction, trades, energy, environment, agriculture.
  ...licence([
    // Sweden's authorisation of electricians by the Electrical Safety Board (Elsäkerhetsverket):
    // AL (low voltage), A (full), B (limited).
    [
      "Elsäkerhetsverket authorisation",
      [
        "Auktorisation AL",
        "Auktorisation A",
        "Auktorisation B",
        "Elsäkerhetsverket auktorisation",
        "Auktorisation från Elsäkerhetsverket",
        "Auktorisation from Elsäkerhetsverket",
      ],
    ],
    // Australia's licence for scaffolding, dogging, rigging, cranes, forklifts and boom lifts.
    [
      "High Risk Work Licence",
      ["HRWL", "High Risk Work License", "High Risk Licence", "High-Risk Work Licence"],
    ],
    [
      "Journeyman electrician",
      [
        "Journeyman electrician license",
        "Licensed journeyman electrician",
        "Journeyman electrical license",
        "Licensed electrician",
        "Electrician license",
        "Electrician's license",
        "Electrical license",
        "Red Seal electrician",
      ],
      [["Electrical systems", 0.8, 0.3]],
    ],
    [
      "Master electrician",
      [
        "Master electrician license",
        "Licensed master electrician",
        "Electrical contractor license",
      ],
      [
        // A master's licence includes the journeyman's: weight 1 is "holding it holds that one".
        ["Journeyman electrician", 1],
        ["Electrical systems", 0.8],
      ],
    ],
    [
      "Journeyman plumber",
      ["Journeyman plumber license", "Licensed plumber", "Plumbing license", "Plumber license"],
      [["Plumbing", 0.8, 0.3]],
    ],
    [
      "Master plumber",
      ["Master plumber license", "Licensed master plumber"],
      [
        ["Journeyman plumber", 1],
        ["Plumbing", 0.8],
      ],
    ],
    ["Gas Safe registration", ["Gas Safe registered", "Gas Safe engineer", "Gas Safe Register"]],
    [
      "HVAC license",
      ["HVACR license", "Licensed HVAC technician", "HVAC contractor license"],
      [["HVAC", 0.8, 0.3]],
    ],
    [
      "Professional Engineer",
      [
        "PE license",
        "Licensed Professional Engineer",
        "Registered Professional Engineer",
        "Professional Engineer license",
        "Licensed PE",
        "Chartered Engineer",
        "CEng",
      ],
    ],
    // A land surveyor's licence, and the surveyor in training's step before it.
    [
      "Professional Land Surveyor",
      [
        "PLS license",
        "Licensed Land Surveyor",
        "Registered Land Surveyor",
        "Professional Land Surveyor license",
        "Land Surveyor license",
        "=PLS",
        "=RLS",
      ],
      [["Land surveying", 0.8, 0.3]],
    ],
    [
      "General contractor license",
      [
        "Licensed general contractor",
        "Contractor license",
        "Contractor's license",
        "Contractors license",
        "GC license",
      ],
      [["Construction", 0.6]],
    ],
    [
      "Boiler operator license",
      [
        "Licensed boiler operator",
        "Stationary engineer license",
        "Licensed stationary engineer",
        "Boiler license",
        "High pressure boiler license",
        "Low pressure boiler license",
        // The licences of a state's grades of stationary engineer ("Massachusetts 2nd Class
        // Engineer license"), which are its boiler licences.
        "1st Class Engineer license",
        "2nd Class Engineer license",
        "3rd Class Engineer license",
        "4th Class Engineer license",
        "First Class Engineer license",
        "Second Class Engineer license",
        "Third Class Engineer license",
        "Fourth Class Engineer license",
      ],
    ],
    [
      "Pesticide applicator license",
      [
        "Certified pesticide applicator",
        "Pesticide license",
        "Qualified applicator license",
        "Private applicator license",
        "Commercial pesticide applicator",
      ],
    ],
    [
      "Water treatment operator license",
      [
        "Water treatment operator certification",
        "Wastewater treatment operator license",
        "Water operator certification",
        "Wastewater operator certification",
      ],
    ],
  ]),
  ...cert([
    // France's authorisation for electrical work, by its level (B1V, B2V, BR, BC, H0V…).
    [
      "Habilitation électrique",
      ["Habilitation electrique", "Electrical habilitation", "Habilitation électrique BR"],
    ],
    [
      "OSHA 10-Hour",
      [
        "OSHA 10",
        "OSHA 10 hour",
        "OSHA 10-Hour Construction",
        "OSHA 10-Hour General Industry",
        "OSHA 10 certified",
        "OSHA 10 card",
        // Written number first: "30 – Hour OSHA Construction Safety & Health Certificate".
        "10-Hour OSHA",
        "10 hour OSHA",
      ],
      [["Occupational safety", 0.8]],
    ],
    [
      "OSHA 30-Hour",
      [
        "OSHA 30",
        "OSHA 30 hour",
        "OSHA 30-Hour Construction",
        "OSHA 30-Hour General Industry",
        "OSHA 30 certified",
        "OSHA 30 card",
        // Written number first: "30 – Hour OSHA Construction Safety & Health Certificate".
        "30-Hour OSHA",
        "30 hour OSHA",
      ],
      [
        // The 30-hour course covers the 10-hour one's topics and more.
        ["OSHA 10-Hour", 1],
        ["Occupational safety", 0.8],
      ],
    ],
    [
      "HAZWOPER",
      ["HAZWOPER 40", "40-hour HAZWOPER", "HAZWOPER 24", "OSHA HAZWOPER", "HAZWOPER certified"],
    ],
    [
      "NEBOSH",
      ["NEBOSH General Certificate", "NEBOSH certificate", "NEBOSH Diploma"],
      [["Occupational safety", 0.8]],
    ],
    // Offshore oil and gas safety training, approved by OPITO: the induction (BOSIET, with the
    // emergency breathing system in "T-BOSIET" or "BOSIET with CA-EBS"), its refresher (FOET),
    // which renews a BOSIET held, and the helicopter escape part of both.
    [
      "OPITO BOSIET",
      [
        "BOSIET",
        "T-BOSIET",
        "Basic Offshore Safety Induction and Emergency Training",
        "BOSIET with CA-EBS",
      ],
      [["HUET", 1]],
    ],
    [
      "OPITO FOET",
      ["FOET", "T-FOET", "Further Offshore Emergency Training", "FOET with CA-EBS"],
      [
        ["OPITO BOSIET", 1],
        ["HUET", 1],
      ],
    ],
    ["HUET", ["Helicopter Underwater Escape Training", "HUET/CA-EBS", "HUET with CA-EBS"]],
    // The UK's mortgage adviser's qualification (LIBF), and its equivalents named beside it.
    [
      "CeMAP",
      ["Certificate in Mortgage Advice and Practice", "CeMAP qualified", "CeMAP certified"],
      [["Mortgage lending", 0.6]],
    ],
    // The metalworking institute's credentials, not the incident management system ("NIMS").
    [
      "NIMS machining credential",
      [
        "NIMS Machining Level I",
        "NIMS Machining Level II",
        "NIMS Machining Level III",
        "NIMS Machining",
        "NIMS credential",
        "NIMS credentials",
        "NIMS certified machinist",
        "NIMS-certified machinist",
      ],
      [["Machining", 0.6]],
    ],
    // Not "IOSH" alone, the institution's name ("membership of IOSH").
    ["IOSH Managing Safely", ["IOSH certified"], [["Occupational safety", 0.6]]],
    // Membership of the institution by grade, not a course; an affiliate's is open to anyone.
    [
      "IOSH membership",
      [
        "Tech IOSH",
        "TechIOSH",
        "Technical Member of IOSH",
        "Grad IOSH",
        "GradIOSH",
        "Graduate Member of IOSH",
        "CMIOSH",
        "Chartered Member of IOSH",
        "CFIOSH",
        "Chartered Fellow of IOSH",
      ],
      [["Occupational safety", 0.6]],
    ],
    ["Certified Safety Professional", ["BCSP certified"], [["Occupational safety", 0.8]]],
    ["SMSTS", ["Site Management Safety Training Scheme"]],
    // The supervisors' scheme, a shorter one than the managers' (SMSTS), which covers it.
    ["SSSTS", ["Site Supervisor Safety Training Scheme"], [["SMSTS", 0.8]]],
    ["CSCS card", ["Construction Skills Certification Scheme", "CSCS Gold card", "CSCS Blue card"]],
    [
      "EPA 608 certification",
      [
        "EPA 608",
        "EPA Section 608",
        "Section 608 certification",
        "Section 608 certified",
        "EPA certified technician",
        "608 certification",
        "EPA 608 Type I",
        "EPA 608 Type II",
        "EPA 608 Type III",
        "EPA Section 608 Type I",
        "EPA Section 608 Type II",
        "EPA Section 608 Type III",
      ],
      [["HVAC", 0.6]],
    ],
    // Universal is Types I, II and III together: it holds a bare "EPA 608", not the other way.
    [
      "EPA 608 Universal certification",
      [
        "EPA 608 Universal",
        "EPA Section 608 Universal",
        "Section 608 Universal",
        "608 Universal",
        "Universal 608",
        "EPA Universal",
        "EPA Universal certification",
        "Universal EPA certification",
        "Universal EPA",
        "EPA 608 Universal Technician",
        "Section 608 Universal Technician",
        "EPA 608 Type I, II and III",
        "EPA 608 Types I, II and III",
      ],
      [
        ["EPA 608 certification", 1],
        ["HVAC", 0.6],
      ],
    ],
    [
      "RSES Certificate Member",
      ["RSES CM", "RSES Certificate Member (CM)", "RSES certified member"],
      [["HVAC", 0.5]],
    ],
    [
      "RSES Certificate Member Specialist",
      ["RSES CMS", "RSES Certificate Member Specialist (CMS)", "Certificate Member Specialist"],
      [
        ["RSES Certificate Member", 1],
        ["HVAC", 0.5],
      ],
    ],
    [
      "Certified Fiber Optic Technician",
      ["CFOT", "FOA CFOT", "FOA Certified Fiber Optic Technician"],
      [["Fiber optics", 0.6]],
    ],
    [
      "Certified Fiber Optic Specialist in Splicing",
      ["CFOS/S", "FOA CFOS/S", "CFOS-S", "Fiber Optic Specialist in Splicing"],
      [
        ["Certified Fiber Optic Technician", 1],
        ["Fiber optics", 0.6],
      ],
    ],
    [
      "EPA 609 certification",
      [
        "EPA 609",
        "EPA Section 609",
        "Section 609 certification",
        "Section 609 certified",
        "MACS 609",
      ],
    ],
    [
      "NATE certification",
      ["=NATE", "=NATE certified", "North American Technician Excellence"],
      [["HVAC", 0.6]],
    ],
    [
      "Certified welder",
      [
        "AWS certified welder",
        "AWS D1.1",
        "AWS D1.1 certified",
        // The codes a welder qualifies to: structural steel, bridges, sheet, pipelines, boilers.
        "AWS D1.2",
        "AWS D1.3",
        "AWS D1.5",
        "AWS D1.6",
        "AWS D17.1",
        "API 1104",
        "ASME Section IX",
        "ASME IX",
        "Welding certification",
        "Welding certificate",
        "Certified welding",
      ],
      [["Welding", 0.9, 0.3]],
    ],
    [
      "Certified Welding Inspector",
      ["CWI", "AWS CWI", "AWS Certified Welding Inspector"],
      [["Welding", 0.6]],
    ],
    ["NCCER certification", ["NCCER", "NCCER certified"]],
    // A lineworker tops out of a registered apprenticeship as a journeyman: the title is the card.
    [
      "Journeyman lineworker",
      [
        "Journeyman Lineworker certificate",
        "Journeyman Lineman",
        "Journeyman Lineman certificate",
        "Journeyman Line Worker",
        "Journeyman Lineperson",
        "Journeyman Line Technician",
      ],
    ],
    ["LEED AP", ["LEED Accredited Professional"]],
    ["LEED Green Associate", ["LEED GA"]],
    [
      "Engineer in Training",
      // Not "Engineer Intern": some states' name for it, but far more often a student's job title
      // ("Mechanical Design Engineer Intern, 06/2013 to 09/2013").
      ["EIT", "FE exam", "Fundamentals of Engineering exam"],
      [["Professional Engineer", 0.3, 0.9]],
    ],
    [
      "Land Surveyor in Training",
      ["LSIT", "Surveyor in Training", "=SIT"],
      [["Professional Land Surveyor", 0.3]],
    ],
    [
      "Crane operator certification",
      ["NCCCO", "NCCCO certified", "Certified crane operator", "CCO certification"],
    ],
    [
      "Rigging certification",
      [
        "Certified rigger",
        "Qualified rigger",
        "Rigger certification",
        "Signal person certification",
      ],
    ],
    [
      "Forklift certification",
      [
        "Forklift certified",
        "Forklift license",
        "Certified forklift operator",
        "Powered industrial truck certification",
        "Powered industrial truck cert",
        "PIT certification",
        "PIT certified",
        "Forklift operator certification",
        "Reach truck certified",
      ],
      [["Forklift operation", 0.9, 0.4]],
    ],
    [
      "Aerial lift certification",
      [
        "Aerial lift certified",
        "Scissor lift certification",
        "Boom lift certification",
        "MEWP certification",
        "IPAF",
      ],
    ],
    [
      "Confined space entry certification",
      [
        "Confined space certified",
        "Confined space entry trained",
        "Confined space training",
        "Confined space entrant",
        "Confined space attendant",
        "Confined space entry",
      ],
    ],
    ["Flagger certification", ["Certified flagger", "Flagger certified", "ATSSA flagger"]],
    [
      "Lead-Safe certification",
      [
        "EPA Lead-Safe certified",
        "Lead RRP certification",
        "RRP certified",
        "Lead-Safe Certified Renovator",
      ],
    ],
    [
      "Asbestos abatement certification",
      ["Asbestos worker certification", "Asbestos supervisor certification", "AHERA certified"],
    ],
    ["NABCEP certification", ["NABCEP", "NABCEP certified", "NABCEP PV Installation Professional"]],
    ["Certified Energy Manager", ["CEM"]],
    [
      "Backflow tester certification",
      ["Certified backflow tester", "Backflow certification", "Backflow prevention certification"],
    ],
    ["Certified arborist", ["ISA Certified Arborist", "ISA certified"]],
    ["Certified Crop Adviser", ["Certified Crop Advisor", "^CCA"]],
    ["MSHA certification", ["MSHA certified", "MSHA Part 46", "MSHA Part 48", "MSHA training"]],
    [
      "ASE certification",
      ["ASE", "ASE certified", "ASE Master Technician", "ASE Master certified"],
      [["Automotive repair", 0.8]],
    ],
    // ASE's T-series is a heavy truck technician's; its A-series a car technician's.
    [
      "ASE Medium/Heavy Truck certification",
      [
        "ASE Medium/Heavy Truck",
        "ASE Medium-Heavy Truck",
        "ASE Master Medium/Heavy Truck Technician",
        "ASE Master Medium/Heavy Truck",
        "ASE Medium/Heavy Truck certifications",
        "ASE Master Truck Technician",
      ],
      [
        ["ASE certification", 1],
        ["ASE Automobile certification", 0.4],
      ],
    ],
    [
      "ASE Automobile certification",
      [
        "ASE Master Automobile Technician",
        "ASE Master Automobile",
        "ASE Automobile & Light Truck",
        "ASE Automobile and Light Truck",
      ],
      [
        ["ASE certification", 1],
        ["ASE Medium/Heavy Truck certification", 0.4],
      ],
    ],
  ]),

  // Transport, logistics, aviation, maritime.
  ...licence([
    // France's certificates of fitness to drive lifting and handling machines, by recommendation
    // (R489 forklifts, R486 mobile platforms, R482 construction machines).
    [
      "CACES",
      [
        "CACES R489",
        "CACES® R489",
        "CACES R486",
        "CACES® R486",
        "CACES R482",
        "Certificat d'aptitude à la conduite en sécurité",
      ],
      [["Forklift operation", 0.6]],
    ],
    [
      "Commercial driver's license",
      [
        "CDL",
        "Commercial driver license",
        "Commercial drivers license",
        "Commercial driving license",
        "Commercial driving licence",
        "CDL license",
        "CDL holder",
        "Valid CDL",
        "CDL driver",
      ],
      // A commercial licence is its holder's driver's licence too.
      [
        ["Commercial driving", 0.8, 0.3],
        ["Driver's license", 1],
      ],
    ],
    [
      "CDL Class A",
      [
        "Class A CDL",
        "CDL-A",
        "CDL A",
        "Class A commercial driver's license",
        "Class A commercial driver license",
        "Class A commercial drivers license",
        "Commercial driver's license Class A",
        "Commercial driver license Class A",
        "Class A CDL license",
      ],
      [
        ["Commercial driver's license", 1],
        // A Class A licence drives Class B vehicles too (49 CFR 383.91).
        ["CDL Class B", 1, 0.3],
        ["Commercial driving", 0.8],
        ["Driver's license", 1],
      ],
    ],
    [
      "CDL Class B",
      [
        "Class B CDL",
        "CDL-B",
        "CDL B",
        "Class B commercial driver's license",
        "Class B commercial driver license",
        "Class B commercial drivers license",
        "Commercial driver's license Class B",
        "Commercial driver license Class B",
        "Class B CDL license",
      ],
      [
        ["Commercial driver's license", 1],
        ["Commercial driving", 0.8],
        ["Driver's license", 1],
      ],
    ],
    [
      "HGV licence",
      [
        "HGV",
        "HGV license",
        "Class 1 HGV",
        "Class 2 HGV",
        "LGV licence",
        "Cat C licence",
        "HGV Class 1",
        "HGV Class 2",
        // The UK categories of a lorry with a trailer: "Full UK licence: B, C1, C, C+E".
        "C+E",
        "Cat C+E",
        "Category C+E",
        "C+E licence",
        // The EU's categories, written after the licence ("driving licence category C").
        "Category C licence",
        "Category C driving licence",
        "Driving licence category C",
        "Driving licence C",
        "Driving licence C and CE",
        "Driving licence C/CE",
        "Category CE",
        "Category CE licence",
      ],
      [["Commercial driving", 0.8]],
    ],
    // The UK's bus and coach licence; a minibus's D1 is a lesser one.
    [
      "PCV licence",
      [
        "PCV license",
        "Category D licence",
        "Cat D licence",
        "Category D (PCV)",
        "Category D entitlement",
        "PCV Category D",
        "D PCV licence",
      ],
      [["Commercial driving", 0.8]],
    ],
    // Australia's heavy vehicle classes, each holding the ones below it.
    [
      "Multi Combination licence",
      ["MC licence", "MC license", "Multi Combination MC licence", "MC class licence"],
      [
        ["Heavy Combination licence", 1, 0.5],
        ["Heavy Rigid licence", 1, 0.3],
        ["Commercial driving", 0.8],
      ],
    ],
    [
      "Heavy Combination licence",
      [
        "HC licence",
        "HC license",
        // Initials in brackets inside a name are read past: "Heavy Combination (HC) licence".
        "Heavy Combination HC licence",
        "Heavy Combination HC driver licence",
        "HC driver licence",
        "HC class licence",
      ],
      [
        ["Heavy Rigid licence", 1, 0.5],
        ["Commercial driving", 0.8],
      ],
    ],
    [
      "Heavy Rigid licence",
      ["HR licence", "HR license", "Heavy Rigid HR licence", "HR class licence"],
      [["Commercial driving", 0.8]],
    ],
    [
      "Driver's license",
      [
        "Valid driver's license",
        "Drivers license",
        "Driver license",
        "Driving licence",
        "Valid driving licence",
        "Full driving licence",
        "Full UK driving licence",
        // A UK résumé's "Full UK licence (B, C1)", "Full clean UK licence": the driving licence.
        "Full UK licence",
        "Full clean UK licence",
        "Clean UK licence",
        "Clean driving licence",
        "Valid driver license",
        "Valid drivers license",
        "Valid state driver's license",
        "Car license",
        "Car licence",
      ],
      [["Driving", 0.6, 0.6]],
    ],
    [
      "Airframe and Powerplant certificate",
      [
        "A&P",
        "A&P license",
        "A&P certificate",
        "A&P certified",
        "A&P mechanic",
        "FAA A&P",
        "Airframe and Powerplant",
        "Airframe & Powerplant",
        "FAA Airframe and Powerplant",
        "Aviation Maintenance Technician certificate",
        "AMT certificate",
      ],
      [["Aircraft maintenance", 0.8, 0.3]],
    ],
    [
      "EASA Part-66 licence",
      [
        "EASA Part 66",
        "Part-66 licence",
        "Part 66 licence",
        // Its name in the regulation: the Aircraft Maintenance Licence (AML).
        "EASA Part-66 Aircraft Maintenance Licence",
        "Part-66 Aircraft Maintenance Licence",
        "EASA AML",
        "EASA B1 licence",
        "EASA B2 licence",
        "B1 licence",
        "B2 licence",
      ],
      [["Aircraft maintenance", 0.8]],
    ],
    ["Inspection Authorization", ["FAA IA", "FAA Inspection Authorization"]],
    [
      "Commercial pilot license",
      [
        "Commercial pilot certificate",
        "Commercial pilot licence",
        "^CPL",
        "FAA commercial pilot",
        // The certificate with its category and class ratings: "Commercial Pilot – ASEL, AMEL".
        "Commercial Pilot ASEL",
        "Commercial Pilot AMEL",
        "Commercial Pilot SEL",
        "Commercial Pilot MEL",
        "Commercial Pilot Airplane Single-Engine Land",
        "Commercial Pilot Airplane Multi-Engine Land",
      ],
    ],
    [
      "Airline Transport Pilot",
      [
        "ATP certificate",
        "ATP license",
        "ATPL",
        "Airline Transport Pilot License",
        "Airline Transport Pilot certificate",
        "ATP rated",
      ],
      [["Commercial pilot license", 0.9]],
    ],
    ["Private pilot license", ["PPL", "Private pilot certificate", "Private pilot licence"]],
    [
      "Aircraft dispatcher certificate",
      ["FAA aircraft dispatcher", "FAA dispatcher certificate", "Licensed aircraft dispatcher"],
    ],
    [
      "Merchant Mariner Credential",
      ["MMC", "USCG license", "Coast Guard license", "USCG Captain license", "Master Mariner"],
    ],
    ["Licensed customs broker", ["Customs broker license", "LCB"]],
  ]),
  ...cert([
    [
      "Hazmat endorsement",
      [
        "HAZMAT endorsement",
        "Hazardous materials endorsement",
        "H endorsement",
        "Hazmat endorsements",
        "HAZMAT endorsed",
        // The letter a licence prints it as, in brackets ("Hazardous Materials (H) endorsements").
        "Hazardous Materials (H)",
        "Hazmat (H)",
      ],
    ],
    [
      "Tanker endorsement",
      ["N endorsement", "Tanker endorsements", "Tanker endorsed", "Tanker (N)", "Tank Vehicle (N)"],
    ],
    ["Passenger endorsement", ["P endorsement"]],
    ["School bus endorsement", ["S endorsement"]],
    [
      "DOT medical card",
      ["DOT medical certificate", "DOT physical", "DOT medical examiner's certificate", "DOT card"],
    ],
    ["TWIC card", ["=TWIC", "Transportation Worker Identification Credential"]],
    ["Instrument rating", ["Instrument rated", "IFR rating"]],
    ["Multi-engine rating", ["Multi-engine rated", "Multi engine rating", "AMEL rating"]],
    ["Certified Flight Instructor", ["CFI", "Flight instructor certificate"]],
    // The instrument and multi-engine instructor ratings, each on a flight instructor certificate.
    [
      "Certified Flight Instructor – Instrument",
      ["CFII", "CFI-I", "CFI-Instrument", "Flight Instructor Instrument"],
      [["Certified Flight Instructor", 1]],
    ],
    [
      "Multi-Engine Instructor",
      ["MEI", "CFI-ME", "CFI-MEI", "Multiengine Instructor", "Flight Instructor Multi-Engine"],
      [["Certified Flight Instructor", 1]],
    ],
    [
      "FRA conductor certification",
      [
        "FRA certified conductor",
        "FRA-certified conductor",
        "FRA Part 242",
        "49 CFR Part 242",
        "Certified Conductor (FRA)",
      ],
    ],
    [
      "FRA locomotive engineer certification",
      [
        "FRA certified locomotive engineer",
        "FRA-certified locomotive engineer",
        "FRA Part 240",
        "49 CFR Part 240",
        "Certified Locomotive Engineer",
      ],
    ],
    ["Type rating", ["Type rated", "Type ratings"]],
    [
      "FAA medical certificate",
      [
        "First class medical",
        "First-class medical",
        "FAA medical",
        "Class 1 medical",
        "Second class medical",
      ],
    ],
    [
      "Remote pilot certificate",
      ["Part 107", "FAA Part 107", "Part 107 certified", "Drone pilot license"],
    ],
    [
      "Cabin crew attestation",
      [
        "FAA flight attendant certificate",
        "Certificate of Demonstrated Proficiency",
        "Cabin Crew Attestation",
      ],
    ],
    ["STCW", ["STCW certified", "STCW Basic Safety Training", "STCW 95"]],
    // Seafarers' certificates of competency by the STCW regulation that sets them: the watch
    // officer's (II/1 deck, III/1 engine) and the management level's above it (II/2 master and
    // chief mate, III/2 chief and second engineer), which holds the watch officer's.
    [
      "STCW II/1",
      [
        "STCW Regulation II/1",
        "STCW Reg. II/1",
        "CoC II/1",
        "II/1 CoC",
        "Officer in Charge of a Navigational Watch",
        "OICNW",
      ],
      [["STCW", 1]],
    ],
    [
      "STCW II/2",
      ["STCW Regulation II/2", "STCW Reg. II/2", "CoC II/2", "II/2 CoC", "Chief Mate CoC"],
      [
        ["STCW II/1", 1],
        ["STCW", 1],
      ],
    ],
    [
      "STCW III/1",
      [
        "STCW Regulation III/1",
        "STCW Reg. III/1",
        "CoC III/1",
        "III/1 CoC",
        "Officer in Charge of an Engineering Watch",
        "OICEW",
      ],
      [["STCW", 1]],
    ],
    [
      "STCW III/2",
      [
        "STCW Regulation III/2",
        "STCW Reg. III/2",
        "CoC III/2",
        "III/2 CoC",
        "Second Engineer CoC",
        "Chief Engineer CoC",
      ],
      [
        ["STCW III/1", 1],
        ["STCW", 1],
      ],
    ],
  ]),

  // Education, child care, public sector, security.
  ...licence([
    // Sweden's registration of teachers by the National Agency for Education (Skolverket).
    [
      "Lärarlegitimation",
      ["Lararlegitimation", "Swedish teacher registration"],
      [["Teaching", 0.6]],
    ],
    [
      "Teaching license",
      [
        "Teaching licence",
        "Teaching certificate",
        "Teaching certification",
        "Teaching credential",
        "Teacher certification",
        "Teacher license",
        "Certified teacher",
        "Licensed teacher",
        "State teaching license",
        "State teaching certificate",
        "Educator license",
        "Educator certificate",
        "Professional Educator License",
        "Qualified Teacher Status",
        "QTS",
        "Single Subject Credential",
        "Multiple Subject Credential",
      ],
      [["Teaching", 0.8, 0.3]],
    ],
    [
      "Substitute teaching license",
      [
        "Substitute teaching certificate",
        "Substitute teacher license",
        "Substitute teaching permit",
        "Substitute license",
      ],
    ],
    [
      "Security guard license",
      [
        "Guard card",
        "Security officer license",
        "Armed guard license",
        "Armed security license",
        "SIA licence",
        "SIA license",
        "SIA Door Supervisor",
      ],
    ],
    ["Private investigator license", ["Licensed private investigator", "PI license"]],
    [
      "Funeral director license",
      ["Licensed funeral director", "Licensed embalmer", "Embalmer license"],
    ],
    [
      "Security clearance",
      [
        "Active security clearance",
        "Public Trust clearance",
        "Government security clearance",
        "SC clearance",
        "DV clearance",
        // The UK's levels written out.
        "Security Check clearance",
        "Security Check SC clearance",
        "Developed Vetting clearance",
        "Developed Vetting DV clearance",
        "BPSS clearance",
      ],
    ],
    [
      "Secret clearance",
      ["Active Secret clearance", "DoD Secret clearance"],
      [["Security clearance", 1, 0.4]],
    ],
    [
      "Top Secret clearance",
      ["TS/SCI", "TS/SCI clearance", "Top Secret/SCI", "TS clearance", "Active TS/SCI"],
      [
        ["Secret clearance", 0.9],
        ["Security clearance", 1, 0.3],
      ],
    ],
  ]),
  ...cert([
    [
      "Special education certification",
      ["Special education license", "SPED certification", "Special education endorsement"],
    ],
    [
      "ESL endorsement",
      [
        "ESL certification",
        "ESOL endorsement",
        "ELL endorsement",
        "English as a Second Language endorsement",
      ],
    ],
    [
      "TEFL certificate",
      [
        "TEFL",
        "TEFL certified",
        "TEFL certification",
        "TESOL certificate",
        "TESOL certification",
        "CELTA",
      ],
    ],
    [
      "Child Development Associate",
      ["CDA", "CDA credential", "Child Development Associate credential"],
    ],
    // A teacher's: "national board certification as a Family Nurse Practitioner" is another's.
    ["National Board Certified Teacher", ["=National Board Certification", "NBCT"]],
    ["Praxis", ["=Praxis", "=Praxis II", "=Praxis Core"]],
    [
      "Lifeguard certification",
      ["Lifeguard certified", "Red Cross Lifeguard", "Lifeguard certificate"],
    ],
    ["Water Safety Instructor", ["WSI", "WSI certified"]],
    [
      "Mandated reporter training",
      ["Mandated reporter certification", "Mandated reporter certified"],
    ],
    [
      "DBS check",
      [
        "Enhanced DBS",
        "Enhanced DBS check",
        "DBS certificate",
        "CRB check",
        "PVG membership",
        "Disclosure and Barring Service check",
      ],
    ],
    [
      "Firefighter certification",
      ["Firefighter I", "Firefighter 1", "FF1", "Firefighter Level I", "NFPA 1001"],
    ],
    // NFPA 1001's second level, which holds the first ("and" is read as "&" too).
    [
      "Firefighter II certification",
      [
        "Firefighter II",
        "Firefighter I/II",
        "Firefighter I and II",
        "Firefighter 2",
        "FF2",
        "Firefighter Level II",
        "Firefighter Level I and Level II",
      ],
      [["Firefighter certification", 1, 0.5]],
    ],
    [
      "Peace officer certification",
      [
        "=POST certified",
        "=POST certification",
        "Peace Officer Standards and Training",
        "Law enforcement certification",
      ],
    ],
    ["Interpreter certification", ["Certified interpreter", "Interpreter certificate"]],
    // A court's certification and a medical one are each an interpreter's, and not the other.
    [
      "Court interpreter certification",
      [
        "Certified court interpreter",
        "Court certified interpreter",
        "Federally certified court interpreter",
        "FCICE",
      ],
      [
        ["Interpreter certification", 1],
        ["Medical interpreter certification", 0.4],
      ],
    ],
    [
      "Medical interpreter certification",
      [
        "Certified medical interpreter",
        "Certified healthcare interpreter",
        "CMI",
        "CHI (CCHI)",
        "CCHI",
      ],
      [
        ["Interpreter certification", 1],
        ["Court interpreter certification", 0.4],
      ],
    ],
    ["Certified translator", ["Certified translation"]],
    // A body's certification of translators, one of several countries' (NAATI, ATIO, CIOL): each
    // is a certified translator's, none another body's.
    [
      "ATA Certified Translator",
      [
        "ATA certified translator",
        "ATA-certified translator",
        "Certified Translator (ATA)",
        "American Translators Association certification",
        "American Translators Association certified translator",
      ],
      [["Certified translator", 1]],
    ],
  ]),

  // Hospitality, food, personal care, fitness.
  ...licence([
    [
      "Cosmetology license",
      ["Licensed cosmetologist", "Cosmetologist license", "Cosmetology licence"],
    ],
    ["Barber license", ["Licensed barber", "Barber licence"]],
    [
      "Esthetician license",
      [
        "Licensed esthetician",
        "Esthetics license",
        "Aesthetician license",
        "Licensed aesthetician",
      ],
    ],
    ["Nail technician license", ["Licensed nail technician", "Manicurist license"]],
  ]),
  ...cert([
    ["ServSafe", ["ServSafe certified", "ServSafe certification"], [["Food safety", 0.8]]],
    [
      "Food handler certificate",
      [
        "Food handler's card",
        // ServSafe's course for food handlers, not its manager's certification.
        "ServSafe Food Handler",
        "Food worker card",
        "Food worker permit",
        "Food handlers card",
        "Food handler card",
        "Food handler certification",
        "Food handler's permit",
        "Food handlers permit",
        "Food hygiene certificate",
        "Level 2 Food Hygiene",
        "Level 2 Food Safety",
        "Food Safety Level 2",
        "Food safety certificate",
        "Food safety certification",
      ],
      [
        ["Food safety", 0.7],
        ["ServSafe", 0.3, 0.9],
      ],
    ],
    [
      "Certified Food Protection Manager",
      [
        "Food Protection Manager",
        "Food manager certification",
        "CFPM",
        "Food Protection Manager certification",
        "ServSafe Manager",
        "ServSafe Food Protection Manager",
        "ServSafe Manager certification",
      ],
      [
        ["Food safety", 0.8],
        ["ServSafe", 0.8, 0.8],
      ],
    ],
    [
      "HACCP certification",
      ["HACCP certified", "HACCP certificate", "HACCP trained"],
      [["HACCP", 0.9]],
    ],
    [
      "Alcohol server certification",
      [
        "=TIPS certified",
        "=TIPS certification",
        "=TIPS trained",
        "=TIPS On-Premise",
        "=TIPS Off-Premise",
        "ServSafe Alcohol",
        "Responsible Beverage Service",
        "RBS certification",
        "Personal licence holder",
        "Personal licence",
        "Responsible Service of Alcohol",
        "Bartender license",
      ],
    ],
    // The Court of Master Sommeliers' ladder, each level holding the ones below. A body's name
    // is no credential ("Introductory Sommelier Certificate, Court of Master Sommeliers"), and
    // the WSET's awards are another body's, related and not the same.
    ["Sommelier certification", ["Sommelier certificate", "Wine certification"]],
    [
      "Introductory Sommelier Certificate",
      ["Introductory Sommelier", "CMS Level I", "CMS Level 1", "CMS Introductory"],
      [["Sommelier certification", 1]],
    ],
    [
      "Certified Sommelier",
      ["CMS Certified Sommelier", "Certified Sommelier (CMS)", "CMS Level II", "CMS Level 2"],
      [
        ["Introductory Sommelier Certificate", 1],
        ["Sommelier certification", 1],
      ],
    ],
    [
      "Advanced Sommelier",
      ["CMS Advanced Sommelier", "Advanced Sommelier (CMS)", "CMS Level III", "CMS Level 3"],
      [
        ["Certified Sommelier", 1],
        ["Introductory Sommelier Certificate", 1],
        ["Sommelier certification", 1],
      ],
    ],
    [
      "Master Sommelier",
      ["MS (Court of Master Sommeliers)", "Master Sommelier Diploma", "CMS Level IV"],
      [
        ["Advanced Sommelier", 1],
        ["Certified Sommelier", 1],
        ["Introductory Sommelier Certificate", 1],
        ["Sommelier certification", 1],
      ],
    ],
    [
      "WSET certification",
      [
        "WSET",
        "WSET Level 2",
        "WSET Level 3",
        "WSET Level 2 Award in Wines",
        "WSET Level 3 Award in Wines",
        "WSET Diploma",
      ],
      [
        ["Sommelier certification", 1],
        ["Certified Sommelier", 0.5],
      ],
    ],
    [
      "Personal trainer certification",
      [
        "Certified personal trainer",
        "NASM certified",
        "NASM-CPT",
        "ACE certified",
        "ACE-certified",
        "ACSM certified",
        "NSCA-CPT",
        "ISSA certified",
        "Personal training certification",
      ],
      [["Personal training", 0.8]],
    ],
    ["Certified Strength and Conditioning Specialist", ["NSCA-CSCS", "NSCA CSCS"]],
    [
      "Group fitness certification",
      ["Certified group fitness instructor", "AFAA certified", "Group exercise certification"],
    ],
    [
      "Registered Yoga Teacher",
      [
        "RYT",
        "RYT-200",
        "RYT 200",
        "RYT-500",
        "RYT 500",
        "E-RYT",
        "200-hour yoga teacher training",
      ],
    ],
    [
      "Lifeguard Instructor",
      ["LGI", "Lifeguarding Instructor", "Lifeguard Instructor certification"],
      [["Lifeguard certification", 1]],
    ],
    [
      "Certified Pool Operator",
      [
        "Certified Pool/Spa Operator",
        "Certified Pool and Spa Operator",
        "NSPF CPO",
        "PHTA CPO",
        "Aquatic Facility Operator",
        "AFO certification",
      ],
    ],
    ["Registered Piano Technician", ["^RPT", "PTG RPT", "PTG Registered Piano Technician"]],
    ["Certified Archivist", ["ACA certified", "Academy of Certified Archivists certification"]],
    ["CPTD", ["Certified Professional in Talent Development", "ATD CPTD", "CPLP"], [["APTD", 1]]],
    ["APTD", ["Associate Professional in Talent Development", "ATD APTD"]],
    // AVIXA's general certification and its two specialist ones, each on top of it.
    [
      "AVIXA CTS",
      [
        "^CTS",
        "CTS certified",
        "CTS certification",
        "InfoComm CTS",
        "Certified Technology Specialist",
      ],
    ],
    ["AVIXA CTS-D", ["CTS-D", "Certified Technology Specialist - Design"], [["AVIXA CTS", 1]]],
    [
      "AVIXA CTS-I",
      ["CTS-I", "Certified Technology Specialist - Installation"],
      [["AVIXA CTS", 1]],
    ],
    // The Society of Broadcast Engineers' ladder, by its full names ("CBT" is also a therapy).
    [
      "SBE Certified Broadcast Engineer",
      ["Certified Broadcast Engineer", "SBE CBE", "CBE (SBE)"],
      [["SBE Certified Broadcast Technologist", 0.8]],
    ],
    [
      "SBE Certified Broadcast Technologist",
      ["Certified Broadcast Technologist", "SBE CBT", "CBT (SBE)"],
    ],
    [
      "SBE Certified Broadcast Networking Technologist",
      ["Certified Broadcast Networking Technologist", "SBE CBNT", "CBNT"],
    ],
  ]),
  // Industry, energy, food production, environment, land.
  ...cert([
    [
      "Certified Quality Inspector",
      ["ASQ CQI", "CQI certification", "CQI certified", "^CQI", "ASQ Certified Quality Inspector"],
      [["Quality inspection", 0.9, 0.3]],
    ],
    [
      "Certified Quality Improvement Associate",
      ["CQIA", "ASQ CQIA"],
      [["Certified Quality Inspector", 0.3]],
    ],
    ["Certified Quality Technician", ["CQT", "ASQ CQT"], [["Quality inspection", 0.8, 0.3]]],
    ["Certified Calibration Technician", ["ASQ CCT", "CCT (ASQ)"]],
    [
      "PCQI",
      [
        "Preventive Controls Qualified Individual",
        "FSPCA PCQI",
        "PCQI certified",
        "PCQI certification",
        "FSPCA Preventive Controls for Human Food",
      ],
      [["Food safety", 0.8, 0.3]],
    ],
    [
      "SQF Practitioner",
      ["SQF practitioner certification", "Implementing SQF Systems"],
      [["Food safety", 0.7]],
    ],
    [
      "NERC System Operator certification",
      [
        "NERC certified",
        "NERC certification",
        "NERC System Operator",
        "NERC certified System Operator",
        "NERC RC certification",
        "NERC BT certification",
        "NERC TO certification",
      ],
    ],
    // Nondestructive testing: a level per method (SNT-TC-1A, CP-189, NAS 410); each level holds
    // the one below. extract.ts reads the methods by initials, and a level named once for a list
    // of them ("Level II in UT, MT and PT", "MT/PT Level II").
    ...NDT_METHODS.flatMap(([method, abbr]): Row[] =>
      (["I", "II", "III"] as const).map((level, i) => [
        `${method} Level ${level}`,
        // By initials only where the text is about NDT ("PT Level II fieldwork" is a physical
        // therapy student's): extract.ts reads those.
        [`${method} Level ${i + 1}`, `Level ${level} ${method}`, `ASNT ${abbr} Level ${level}`],
        i > 0 ? [[`${method} Level ${["I", "II"][i - 1]}`, 1]] : [],
      ]),
    ),
    // The American Petroleum Institute's individual certifications, by their standard's number.
    ...(
      [
        ["510", "Pressure Vessel Inspector"],
        ["570", "Piping Inspector"],
        ["653", "Aboveground Storage Tank Inspector"],
        ["1169", "Pipeline Construction Inspector"],
        ["571", "Corrosion and Materials Professional"],
        ["577", "Welding Inspection and Metallurgy Professional"],
        ["580", "Risk Based Inspection Professional"],
      ] as const
    ).map(
      ([number, name]): Row => [
        `API ${number} ${name}`,
        [
          `API ${number}`,
          `API-${number}`,
          `API ${number} inspector`,
          `API ${number} certification`,
          `API ${number} certified`,
          `API ${number} Authorized ${name}`,
          `API ${number} ${name} certification`,
        ],
      ],
    ),
    [
      "Certified Hazardous Materials Manager",
      ["CHMM", "IHMM CHMM", "Certified Hazardous Materials Manager (CHMM)"],
    ],
    [
      "Certified Professional Soil Scientist",
      ["CPSS", "ARCPACS CPSS", "SSSA Certified Professional Soil Scientist"],
      [["Agronomy", 0.6]],
    ],
    [
      "Certified Golf Course Superintendent",
      ["CGCS", "GCSAA CGCS", "GCSAA Certified Golf Course Superintendent"],
    ],
    [
      "SAF Certified Forester",
      ["Certified Forester", "SAF CF", "SAF-certified forester"],
      [["Forestry", 0.8, 0.3]],
    ],
    [
      "AFS Certified Fisheries Professional",
      ["Certified Fisheries Professional", "AFS CFP", "AFS-CFP"],
      [["AFS Associate Fisheries Professional", 1]],
    ],
    ["AFS Associate Fisheries Professional", ["Associate Fisheries Professional", "AFS AFP"]],
    // The American Farrier's Association's levels; the journeyman's holds the farrier's.
    ["AFA Certified Farrier", ["AFA CF", "Certified Farrier (AFA)", "AFA Certified Farrier (CF)"]],
    [
      "AFA Certified Journeyman Farrier",
      ["CJF", "AFA CJF", "Certified Journeyman Farrier"],
      [["AFA Certified Farrier", 1]],
    ],
    [
      "NWCG Incident Qualification Card",
      ["Red card", "NWCG red card", "Incident Qualification Card", "IQCS red card"],
      [["Fire suppression", 0.6]],
    ],
  ]),
  ...licence([
    [
      "NRC Reactor Operator license",
      [
        "NRC RO license",
        "NRC licensed Reactor Operator",
        "NRC-licensed Reactor Operator",
        "NRC RO",
        "Licensed Reactor Operator",
        "Reactor Operator license",
        "Reactor Operator (RO) license",
        "NRC Reactor Operator",
        "Nuclear Regulatory Commission Reactor Operator",
      ],
    ],
    [
      "NRC Senior Reactor Operator license",
      [
        "NRC SRO license",
        "NRC SRO",
        "Senior Reactor Operator license",
        "NRC licensed Senior Reactor Operator",
        "NRC-licensed Senior Reactor Operator",
        "Senior Reactor Operator (SRO) license",
        "Licensed Senior Reactor Operator",
        "Nuclear Regulatory Commission Senior Reactor Operator",
      ],
      [["NRC Reactor Operator license", 1]],
    ],
    [
      "Professional Geologist license",
      [
        "Professional Geologist",
        "P.G.",
        "PG license",
        "Licensed Professional Geologist",
        "Registered Professional Geologist",
        "Licensed Geologist",
        // Texas licenses its geologists as Professional Geoscientists in the discipline of Geology.
        "Professional Geoscientist",
        "Licensed Professional Geoscientist",
      ],
      [["Geology", 0.8, 0.3]],
    ],
    [
      "Geologist-in-Training",
      ["Geologist in Training", "GIT certificate"],
      [["Professional Geologist license", 0.3]],
    ],
    [
      "Registered Forester license",
      ["Registered Forester", "Licensed Forester", "Registered Professional Forester"],
      [["Forestry", 0.8, 0.3]],
    ],
    [
      "Master Barber license",
      [
        "Master Barber",
        "Master barber licence",
        "Registered Master Barber",
        "Licensed Master Barber",
      ],
      [["Barber license", 1]],
    ],
    [
      "Physician Assistant license",
      [
        "PA license",
        "Licensed Physician Assistant",
        "Physician Assistant licensure",
        "State PA license",
      ],
    ],
  ]),
];

/**
 * Skills and requirements that jobs of every kind ask for, so they say little about fit, each with
 * the ESCO transversal skill or attitude it stands for (checked by the build), or null where the
 * reason is general knowledge (a driving licence is asked of drivers, nurses and sales reps alike).
 */
export const GENERIC_CURATED: Record<string, string | null> = {
  "Customer service": "provide high quality client service",
  "First aid": "protect the health of others",
  CPR: "protect the health of others",
  "Basic math": "carry out calculations",
  "Physical fitness": "maintain physical fitness",
  "Commitment to safety": "demonstrate awareness of health risks",
  "Driver's license": null,
  Driving: null,
};
