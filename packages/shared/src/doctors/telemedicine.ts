/**
 * Telemedicine Practice Guidelines 2020 (Board of Governors in supersession of the MCI, Appendix 5) as this
 * product applies them to an e-prescription (docs/decisions/0012-doctors-consultations.md):
 *
 * - Prohibited in any teleconsultation or e-prescription: Schedule X medicines and narcotic or psychotropic
 *   substances under the NDPS Act. The catalog's schedule has no 'X' (the store sells none), so the rule reads
 *   the salt composition: any salt below refuses the line, whatever the product says.
 * - List O (over the counter: the catalog's 'OTC' and 'G') may be prescribed after any consultation.
 * - List A (prescription medicines a doctor may start on a first consultation only when it is a video
 *   consultation): the catalog's 'H' and 'H1'. After a video appointment whose call never connected, they are
 *   refused; an in-clinic consultation examines the patient in person and is outside the guidelines. "Connected"
 *   means both browsers reported a decoded remote frame over the signalling socket (features/doctors video).
 */
/**
 * Whether this doctor can be booked by video: the doctor's own "offers video" setting. The call exists
 * (/doctors/{id}/video, docs/decisions/0017-video-consultation.md), so video is open wherever a doctor offers it.
 */
export const videoBookable = (doctor: { offersVideo: boolean }) => doctor.offersVideo;

export const PROHIBITED_SALTS = [
  // Schedule X (Drugs and Cosmetics Rules, 1945)
  'alprazolam',
  'amobarbital',
  'buprenorphine',
  'chlordiazepoxide',
  'clobazam',
  'clonazepam',
  'diazepam',
  'lorazepam',
  'meprobamate',
  'methylphenidate',
  'nitrazepam',
  'phenobarbital',
  'secobarbital',
  'zolpidem',
  'etizolam',
  'ketamine',
  'dexamphetamine',
  'modafinil',
  // Narcotic drugs (NDPS Act, 1985)
  'codeine',
  'morphine',
  'fentanyl',
  'pethidine',
  'methadone',
  'tramadol',
  'tapentadol',
  'pentazocine',
  'dextropropoxyphene',
  'oxycodone',
  'hydrocodone',
  'diphenoxylate',
] as const;

/** The first prohibited salt a composition holds ("Alprazolam (0.5mg)" → "alprazolam"), or null. */
export function prohibitedSaltIn(saltComposition: string): string | null {
  const words = saltComposition.toLowerCase();
  return PROHIBITED_SALTS.find((salt) => new RegExp(`\\b${salt}\\b`).test(words)) ?? null;
}

export type TelemedicineList = 'O' | 'A' | 'prohibited';

/** Which list a catalog medicine falls in. */
export function telemedicineList(input: {
  saltComposition: string;
  schedule: 'OTC' | 'G' | 'H' | 'H1';
}): TelemedicineList {
  if (prohibitedSaltIn(input.saltComposition)) return 'prohibited';
  return input.schedule === 'OTC' || input.schedule === 'G' ? 'O' : 'A';
}
