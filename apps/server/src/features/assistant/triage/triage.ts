import {
  HELPLINES,
  moreUrgent,
  RED_FLAGS,
  type RedFlag,
  type TriageLevel,
  type TriageReason,
  type TriageReasonCode,
} from '@aushadh/shared/assistant/schemas.ts';
import { CONCEPTS, STOP_WORDS, type ConceptId } from './lexicon.ts';
import { cleanText, dominantScript, skeleton, wordMatches } from './normalise.ts';

/**
 * The deterministic triage engine (issue 16): reads a message before anything else does and decides how urgent
 * it is — emergency, see a doctor within 24 hours, consult, self-care — with the reasons. Pure: the same text
 * always gives the same answer, with no network, no model and no database. A model may phrase the answer later
 * but never lowers this level.
 */

export type DetectedLanguage = 'en' | 'hi' | 'hi-latn' | 'mr' | 'ta' | 'bn';

export interface TriageResult {
  level: TriageLevel;
  reasons: TriageReason[];
  redFlags: RedFlag[];
  /** Doctor specialty slug (doctors directory) to suggest booking; null when none fits. */
  specialty: string | null;
  /** Numbers to show as call buttons, in order (empty below emergency). */
  helplines: string[];
  language: DetectedLanguage;
  /** Everything the message spoke of, for retrieval. */
  concepts: ConceptId[];
  /** Age of a baby in months when the message gave one. */
  ageMonths: number | null;
  /** How long the complaint has lasted, in days, when the message said. */
  durationDays: number | null;
  /** A temperature in °F when the message gave one. */
  temperatureF: number | null;
}

/* ───────────── compiled lexicon ───────────── */

interface LexWord {
  skel: string;
  exact: boolean;
}
interface Phrase {
  words: LexWord[];
  /** The phrase written without spaces ("chestpain", "நெஞ்சுவலி"): people run words together. */
  joined: string | null;
}

const compileWord = (raw: string): LexWord[] =>
  cleanText(raw.replace(/^=/, ''))
    .split(' ')
    .filter(Boolean)
    .map((w) => ({ skel: skeleton(w), exact: raw.startsWith('=') }));

const STOP = new Set(STOP_WORDS.map((w) => skeleton(cleanText(w))));

const COMPILED = Object.fromEntries(
  Object.entries(CONCEPTS).map(([id, phrases]) => [
    id,
    (phrases as readonly string[]).map((raw): Phrase => {
      const words = compileWord(raw).filter((w, _, all) => all.length === 1 || !STOP.has(w.skel));
      return { words, joined: words.length > 1 && !raw.startsWith('=') ? words.map((w) => w.skel).join('') : null };
    }),
  ]),
) as Record<ConceptId, Phrase[]>;

/* ───────────── matching ───────────── */

interface Token {
  raw: string;
  skel: string;
}

/** Positions of the message's words that match each lexicon word, worked out once per message. */
class WordIndex {
  private readonly byFirst = new Map<string, number[]>();
  private readonly cache = new Map<string, number[]>();
  private readonly tokens: Token[];
  constructor(tokens: Token[]) {
    this.tokens = tokens;
    tokens.forEach((token, i) => {
      const first = token.skel[0] ?? '';
      const list = this.byFirst.get(first) ?? [];
      list.push(i);
      this.byFirst.set(first, list);
    });
  }
  positions(word: LexWord): number[] {
    const key = word.exact ? `=${word.skel}` : word.skel;
    let hit = this.cache.get(key);
    if (hit === undefined) {
      // wordMatches requires the first letter to agree: only those words are compared.
      hit = (this.byFirst.get(word.skel[0] ?? '') ?? []).filter((i) =>
        wordMatches(word.skel, this.tokens[i]!.skel, word.exact),
      );
      this.cache.set(key, hit);
    }
    return hit;
  }
}

function phraseMatch(phrase: Phrase, index: WordIndex): number[] | null {
  if (phrase.joined !== null) {
    const at = index.positions({ skel: phrase.joined, exact: false });
    if (at.length > 0) return [at[0]!];
  }
  const positions: number[][] = [];
  for (const word of phrase.words) {
    const found = index.positions(word);
    if (found.length === 0) return null;
    positions.push(found);
  }
  if (positions.length === 1) return [positions[0]![0]!];
  // Distinct positions, in any order, within a window of n + 1 content words.
  const span = phrase.words.length;
  const choose = (k: number, used: number[]): number[] | null => {
    if (k === positions.length) return used;
    for (const p of positions[k]!) {
      if (used.includes(p)) continue;
      const next = [...used, p];
      if (Math.max(...next) - Math.min(...next) > span) continue;
      const found = choose(k + 1, next);
      if (found) return found;
    }
    return null;
  };
  return choose(0, []);
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  ten: 10,
  ek: 1,
  do: 2,
  teen: 3,
  tin: 3,
  char: 4,
  chaar: 4,
  paanch: 5,
  panch: 5,
  chhe: 6,
  saat: 7,
  das: 10,
  एक: 1,
  दो: 2,
  तीन: 3,
  चार: 4,
  पांच: 5,
  पाँच: 5,
  छह: 6,
  सात: 7,
  दोन: 2,
  பத்து: 10,
  ஒரு: 1,
  இரண்டு: 2,
  மூன்று: 3,
  நான்கு: 4,
  ஐந்து: 5,
  এক: 1,
  দুই: 2,
  তিন: 3,
  চার: 4,
  পাঁচ: 5,
};
const DAY_UNITS = /^(day|days|dys|dyas|dayz|din|dino|dinon|दिन|दिनों|दिवस|দিন|দিনের)$|^(நாள|நாட்கள)/;
const WEEK_UNITS = /^(week|weeks|hafta|hafte|हफ्ते|हफ्ता|सप्ताह|आठवडा|आठवड्यांपासून|வாரம்|வாரமாக|সপ্তাহ)$/;
const MONTH_UNITS = /^(month|months|mahina|mahine|maheene|महीना|महीने|मास|महिना|महिन्यांचे|மாத|மாதம்|மாதக்|মাস|মাসের)$/;
const AGE_MARKERS = /^(old|ka|ki|ke|का|की|के|चे|ची|चा|baby|bacha|bachcha|बच्चा|बच्चे|शिशु|बाळ|குழந்தை|বাচ্চা|শিশু|বয়সী)$/;

function numberAt(tokens: string[], i: number): number | null {
  const raw = tokens[i];
  if (raw === undefined) return null;
  if (/^\d+(\.\d+)?$/.test(raw)) return Number(raw);
  return NUMBER_WORDS[raw] ?? null;
}

/** Duration ("3 din se", "for two weeks"), a baby's age ("2 month old", "3 महीने का") and a temperature. */
function readNumbers(words: string[]) {
  let durationDays: number | null = null;
  let ageMonths: number | null = null;
  let temperatureF: number | null = null;
  for (let i = 0; i < words.length; i++) {
    const n = numberAt(words, i);
    if (n === null) continue;
    const unit = words[i + 1] ?? '';
    const after = words[i + 2] ?? '';
    if (MONTH_UNITS.test(unit) && (AGE_MARKERS.test(after) || /old|बाळ|குழந்தை/.test(after))) {
      ageMonths = ageMonths === null ? n : Math.min(ageMonths, n);
    } else if (/^(day|days|दिन|দিন|நாள்)$/.test(unit) && /^(old|ka|ki|का|की|বয়সী)$/.test(after)) {
      ageMonths = 0;
    } else if (DAY_UNITS.test(unit)) durationDays = Math.max(durationDays ?? 0, n);
    else if (WEEK_UNITS.test(unit)) durationDays = Math.max(durationDays ?? 0, n * 7);
    else if (MONTH_UNITS.test(unit)) durationDays = Math.max(durationDays ?? 0, n * 30);
    else if (n >= 99 && n <= 110) temperatureF = Math.max(temperatureF ?? 0, n);
    else if (n >= 37.5 && n <= 43) temperatureF = Math.max(temperatureF ?? 0, n * 1.8 + 32);
  }
  if (words.some((w) => WEEK_UNITS.test(w)) && durationDays === null) durationDays = 7;
  if (words.some((w) => /^(weeks|hafton|हफ्तों|வாரங்களாக)$/.test(w))) durationDays = Math.max(durationDays ?? 0, 14);
  return { durationDays, ageMonths, temperatureF };
}

const MARATHI = /^(आहे|मला|खूप|नाही|दुखत|झाले|झाला|होत|येत|माझ्या|माझा|माझी|बाळाला|आहेत)$/;
const HINGLISH =
  /^(hai|hain|mujhe|mera|meri|mere|dard|bukhar|ho|raha|rahi|nahi|bahut|kya|se|aur|mein|ka|ki|ko|gaya|lag)$/;

function detectLanguage(text: string, words: string[]): DetectedLanguage {
  const script = dominantScript(text);
  if (script === 'tamil') return 'ta';
  if (script === 'bengali') return 'bn';
  if (script === 'devanagari') return words.some((w) => MARATHI.test(w)) ? 'mr' : 'hi';
  const hinglish = words.filter((w) => HINGLISH.test(w)).length;
  return hinglish >= 2 || (hinglish === 1 && words.length <= 4) ? 'hi-latn' : 'en';
}

/* ───────────── rules ───────────── */

const SPECIALTY: Partial<Record<TriageReasonCode, string>> = {
  'chest-pain': 'cardiology',
  breathing: 'respiratory',
  stroke: 'neurology',
  'heavy-bleeding': 'general-physician',
  unconscious: 'general-physician',
  seizure: 'neurology',
  anaphylaxis: 'general-physician',
  poisoning: 'general-physician',
  suicidal: 'psychiatry',
  'infant-fever': 'pediatric',
  'pregnancy-bleeding': 'gynecology',
  'pregnancy-danger': 'gynecology',
  'head-injury-danger': 'neurology',
  'thunderclap-headache': 'neurology',
  'meningitis-signs': 'neurology',
  'heat-stroke': 'general-physician',
  confusion: 'neurology',
  accident: 'orthopedic',
  'severe-burn': 'dermatology',
  'vision-loss': 'ophthalmology',
  'dengue-warning': 'general-physician',
  'severe-dehydration': 'general-physician',
  'high-fever': 'general-physician',
  'long-fever': 'general-physician',
  'fever-chills': 'general-physician',
  'fever-rash': 'general-physician',
  'mosquito-fever': 'general-physician',
  jaundice: 'gastroenterology',
  'blood-in-urine': 'urology',
  'uti-fever': 'urology',
  'animal-bite': 'general-physician',
  'vomiting-diarrhoea': 'general-physician',
  'baby-fever': 'pediatric',
  'severe-abdominal-pain': 'gastroenterology',
  'head-injury': 'neurology',
  'kidney-stone-severe': 'urology',
  'long-cough': 'respiratory',
  'mental-health': 'psychiatry',
  'womens-health': 'gynecology',
  dental: 'dental',
  uti: 'urology',
  'vulnerable-person': 'general-physician',
  'persistent-symptom': 'general-physician',
  'severe-symptom': 'general-physician',
  unrecognised: 'general-physician',
  'minor-symptom': 'general-physician',
};

/** Specialty of a chronic condition, skin or eye/ear complaint, by the concept that raised it. */
const CONCEPT_SPECIALTY: Partial<Record<ConceptId, string>> = {
  diabetes: 'diabetology',
  bloodPressure: 'cardiology',
  cholesterol: 'cardiology',
  thyroid: 'endocrinology',
  obesity: 'dietetics',
  jointPain: 'orthopedic',
  muscleAche: 'orthopedic',
  asthma: 'respiratory',
  migraine: 'neurology',
  kidneyStone: 'urology',
  piles: 'gastroenterology',
  acidity: 'gastroenterology',
  constipation: 'gastroenterology',
  stomachPain: 'gastroenterology',
  skinChronic: 'dermatology',
  skinMinor: 'dermatology',
  hairFall: 'dermatology',
  insomnia: 'psychiatry',
  earPain: 'ent',
  soreThroat: 'ent',
  cold: 'general-physician',
  eyeProblem: 'ophthalmology',
  periodCramps: 'gynecology',
  tbSigns: 'respiratory',
  cough: 'respiratory',
};

const CHRONIC: ConceptId[] = [
  'diabetes',
  'bloodPressure',
  'thyroid',
  'cholesterol',
  'asthma',
  'obesity',
  'jointPain',
  'migraine',
  'kidneyStone',
  'piles',
  'tbSigns',
];
const MINOR: ConceptId[] = [
  'cold',
  'soreThroat',
  'cough',
  'headache',
  'acidity',
  'stomachPain',
  'constipation',
  'mouthUlcer',
  'muscleAche',
  'periodCramps',
  'skinMinor',
  'motionSickness',
  'fever',
  'diarrhoea',
  'vomiting',
  'bodyAche',
];

const LEVEL_OF = (code: TriageReasonCode): TriageLevel => {
  if ((RED_FLAGS as readonly string[]).includes(code)) return 'emergency';
  switch (code) {
    case 'high-fever':
    case 'long-fever':
    case 'fever-chills':
    case 'fever-rash':
    case 'mosquito-fever':
    case 'jaundice':
    case 'blood-in-urine':
    case 'uti-fever':
    case 'animal-bite':
    case 'vomiting-diarrhoea':
    case 'baby-fever':
    case 'severe-abdominal-pain':
    case 'head-injury':
    case 'kidney-stone-severe':
      return 'doctor-24h';
    case 'minor-symptom':
      return 'self-care';
    default:
      return 'consult';
  }
};

/** Reads one message. Never throws; an empty or unreadable message is "consult" (tell us more). */
export function triage(text: string): TriageResult {
  const cleaned = cleanText(text.slice(0, 4000));
  const words = cleaned === '' ? [] : cleaned.split(' ');
  const tokens: Token[] = words.map((raw) => ({ raw, skel: skeleton(raw) })).filter((t) => !STOP.has(t.skel));
  const index = new WordIndex(tokens);
  const found = new Map<ConceptId, string[]>();
  for (const id of Object.keys(COMPILED) as ConceptId[]) {
    for (const phrase of COMPILED[id]) {
      const at = phraseMatch(phrase, index);
      if (at) {
        const list = found.get(id) ?? [];
        const wordsMatched = at
          .sort((a, b) => a - b)
          .map((i) => tokens[i]!.raw)
          .join(' ');
        if (!list.includes(wordsMatched)) list.push(wordsMatched);
        found.set(id, list);
      }
    }
  }
  const { durationDays, ageMonths, temperatureF } = readNumbers(words);
  const has = (id: ConceptId) => found.has(id);
  const any = (...ids: ConceptId[]) => ids.some(has);
  const reasons = new Map<TriageReasonCode, string[]>();
  const add = (code: TriageReasonCode, ...ids: ConceptId[]) => {
    const list = reasons.get(code) ?? [];
    for (const id of ids) for (const w of found.get(id) ?? []) if (!list.includes(w)) list.push(w);
    reasons.set(code, list);
  };

  const fever = any('fever', 'highFever') || (temperatureF !== null && temperatureF >= 100);
  const highFever = has('highFever') || (temperatureF !== null && temperatureF >= 103) || (fever && has('severe'));
  const youngInfant = has('newborn') || (ageMonths !== null && ageMonths < 3);
  const baby = youngInfant || has('infant') || (ageMonths !== null && ageMonths < 12);
  const severe = has('severe');

  /* red flags */
  if (any('chestPain', 'heartAttack'))
    add('chest-pain', 'chestPain', 'heartAttack', 'sweating', 'breathless', 'radiatingPain');
  if (has('breathless')) add('breathing', 'breathless');
  if (has('stroke')) add('stroke', 'stroke');
  if (has('heavyBleeding')) add('heavy-bleeding', 'heavyBleeding');
  if (has('unconscious')) add('unconscious', 'unconscious');
  if (has('seizure')) add('seizure', 'seizure', 'fever');
  if (has('anaphylaxis') || (has('faceSwelling') && any('allergyTrigger', 'breathless'))) {
    add('anaphylaxis', 'anaphylaxis', 'faceSwelling', 'allergyTrigger');
  }
  if (has('poisoning')) add('poisoning', 'poisoning');
  if (has('suicidal')) add('suicidal', 'suicidal');
  if (fever && (youngInfant || (baby && highFever))) add('infant-fever', 'newborn', 'infant', 'fever', 'highFever');
  if (has('pregnant') && any('bleeding', 'heavyBleeding'))
    add('pregnancy-bleeding', 'pregnant', 'bleeding', 'heavyBleeding');
  if (
    has('pregnant') &&
    (any('severeAbdominalPain', 'babyNotMoving') || (has('headache') && severe) || (has('stomachPain') && severe))
  ) {
    add('pregnancy-danger', 'pregnant', 'severeAbdominalPain', 'babyNotMoving', 'headache', 'stomachPain');
  }
  if (
    has('headInjury') &&
    (any('vomiting', 'unconscious', 'confusion', 'seizure', 'bleeding', 'heavyBleeding') || severe)
  ) {
    add('head-injury-danger', 'headInjury', 'vomiting', 'unconscious', 'confusion', 'bleeding');
  }
  if (has('worstHeadache')) add('thunderclap-headache', 'worstHeadache');
  if (has('stiffNeck') && fever) add('meningitis-signs', 'stiffNeck', 'fever', 'highFever');
  if (has('heatStroke')) add('heat-stroke', 'heatStroke', 'confusion');
  if (has('confusion')) add('confusion', 'confusion');
  if (has('accident')) add('accident', 'accident');
  if (has('severeBurn')) add('severe-burn', 'severeBurn');
  if (has('visionLoss')) add('vision-loss', 'visionLoss');
  if (
    has('dengue') &&
    (any('bleeding', 'severeAbdominalPain') || (has('vomiting') && severe) || (has('stomachPain') && severe))
  ) {
    add('dengue-warning', 'dengue', 'bleeding', 'severeAbdominalPain', 'vomiting', 'stomachPain');
  }
  if (has('dehydration') && (baby || any('child', 'diarrhoea', 'vomiting'))) {
    add('severe-dehydration', 'dehydration', 'diarrhoea', 'vomiting');
  }

  /* see a doctor within 24 hours */
  if (highFever) add('high-fever', 'highFever', 'fever', 'severe');
  if (fever && durationDays !== null && durationDays >= 3) add('long-fever', 'fever');
  if (fever && has('chills')) add('fever-chills', 'fever', 'chills');
  if (fever && has('rash')) add('fever-rash', 'fever', 'rash');
  if (any('dengue', 'malaria', 'typhoid', 'chikungunya'))
    add('mosquito-fever', 'dengue', 'malaria', 'typhoid', 'chikungunya');
  if (has('jaundice')) add('jaundice', 'jaundice');
  if (has('bloodInUrine')) add('blood-in-urine', 'bloodInUrine');
  if (has('urinaryInfection') && fever) add('uti-fever', 'urinaryInfection', 'fever');
  if (has('dogBite')) add('animal-bite', 'dogBite');
  if (
    any('vomiting', 'diarrhoea') &&
    (severe || (durationDays !== null && durationDays >= 2) || has('dehydration') || baby)
  ) {
    add('vomiting-diarrhoea', 'vomiting', 'diarrhoea', 'dehydration');
  }
  if (fever && baby) add('baby-fever', 'infant', 'fever');
  if (has('severeAbdominalPain') || (has('stomachPain') && severe))
    add('severe-abdominal-pain', 'severeAbdominalPain', 'stomachPain');
  if (has('headInjury')) add('head-injury', 'headInjury');
  if (has('kidneyStone') && severe) add('kidney-stone-severe', 'kidneyStone');

  /* consult */
  const chronic = CHRONIC.filter(has);
  if (chronic.length > 0) add('chronic-condition', ...chronic);
  if (has('cough') && durationDays !== null && durationDays >= 14) add('long-cough', 'cough');
  if (any('anxiety', 'insomnia')) add('mental-health', 'anxiety', 'insomnia');
  if (any('pcos', 'whiteDischarge')) add('womens-health', 'pcos', 'whiteDischarge');
  if (any('skinChronic', 'hairFall')) add('skin-hair', 'skinChronic', 'hairFall');
  if (has('toothache')) add('dental', 'toothache');
  if (any('earPain', 'eyeProblem')) add('ear-eye', 'earPain', 'eyeProblem');
  if (has('urinaryInfection')) add('uti', 'urinaryInfection');
  const minor = MINOR.filter(has);
  if (minor.length > 0) {
    if (durationDays !== null && durationDays >= 7) add('persistent-symptom', ...minor);
    if (severe && !has('mild')) add('severe-symptom', ...minor, 'severe');
    if (any('child', 'elderly', 'pregnant') || baby) add('vulnerable-person', 'child', 'elderly', 'pregnant', 'infant');
    add('minor-symptom', ...minor);
  }
  if (reasons.size === 0) reasons.set('unrecognised', []);

  let level: TriageLevel = 'self-care';
  for (const code of reasons.keys()) level = moreUrgent(level, LEVEL_OF(code));
  const ordered = [...reasons.entries()]
    .filter(([code]) => LEVEL_OF(code) === level)
    .concat([...reasons.entries()].filter(([code]) => LEVEL_OF(code) !== level));
  const redFlags = ordered
    .map(([code]) => code)
    .filter((code): code is RedFlag => (RED_FLAGS as readonly string[]).includes(code));
  const top = ordered[0]![0];
  const conceptSpecialty = [...found.keys()].map((id) => CONCEPT_SPECIALTY[id]).find(Boolean);
  const specialty =
    top === 'chronic-condition' ||
    top === 'skin-hair' ||
    top === 'ear-eye' ||
    top === 'minor-symptom' ||
    top === 'severe-symptom' ||
    top === 'persistent-symptom'
      ? (chronic.map((id) => CONCEPT_SPECIALTY[id]).find(Boolean) ?? conceptSpecialty ?? 'general-physician')
      : (SPECIALTY[top] ?? null);
  const helplines =
    level !== 'emergency'
      ? []
      : redFlags[0] === 'suicidal'
        ? [HELPLINES.teleManas, HELPLINES.emergency]
        : redFlags.includes('suicidal')
          ? [HELPLINES.emergency, HELPLINES.ambulance, HELPLINES.teleManas]
          : [HELPLINES.emergency, HELPLINES.ambulance];
  return {
    level,
    reasons: ordered.map(([code, matched]) => ({ code, matched })),
    redFlags,
    specialty: baby && level !== 'emergency' && fever ? 'pediatric' : specialty,
    helplines,
    language: detectLanguage(text, words),
    concepts: [...found.keys()],
    ageMonths,
    durationDays,
    temperatureF,
  };
}
