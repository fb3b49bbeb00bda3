import { describe, expect, it } from 'vitest';
import { CONCEPTS } from './lexicon.ts';
import { cleanText, editDistance, skeleton, wordMatches } from './normalise.ts';
import { triage } from './triage.ts';

describe('normalise', () => {
  it('folds digits, apostrophes, accents and spelling variants', () => {
    expect(cleanText("I can't BREATHE!!")).toBe('i cant breathe');
    expect(cleanText('बुखार १०३')).toBe('बुखार 103');
    expect(skeleton('paseena')).toBe(skeleton('pasina'));
    expect(skeleton(cleanText('पसीना'))).toBe(skeleton(cleanText('पसिना')));
    expect(skeleton(cleanText('ज़हर'))).toBe(skeleton(cleanText('जहर')));
  });

  it('tolerates small misspellings but not unrelated words', () => {
    expect(editDistance('chest', 'chset', 1)).toBe(1);
    expect(wordMatches(skeleton('breathing'), skeleton('breating'), false)).toBe(true);
    expect(wordMatches(skeleton('pain'), skeleton('pian'), false)).toBe(true);
    expect(wordMatches(skeleton('pain'), skeleton('rain'), false)).toBe(false);
    expect(wordMatches(skeleton('fits'), skeleton('fit'), true)).toBe(false);
    expect(wordMatches(skeleton(cleanText('सीने')), skeleton(cleanText('पसीने')), false)).toBe(false);
  });

  it('keeps every phrase of the lexicon meaningful after stop words are dropped', () => {
    for (const [id, phrases] of Object.entries(CONCEPTS)) {
      for (const phrase of phrases) expect(cleanText(phrase.replace(/^=/, '')), `${id}: ${phrase}`).not.toBe('');
    }
  });
});

describe('triage', () => {
  it('sends chest pain with sweating to emergency with 112 first, in every language', () => {
    for (const text of [
      'chest pain and sweating',
      'सीने में दर्द और पसीना',
      'seene mein dard aur pasina',
      'நெஞ்சு வலி மற்றும் வியர்வை',
      'বুকে ব্যথা আর ঘাম',
    ]) {
      const result = triage(text);
      expect(result.level, text).toBe('emergency');
      expect(result.redFlags[0], text).toBe('chest-pain');
      expect(result.helplines, text).toEqual(['112', '108']);
      expect(result.specialty).toBe('cardiology');
      expect(result.reasons[0]!.matched.length).toBeGreaterThan(0);
    }
  });

  it('puts Tele-MANAS 14416 first for suicidal thoughts, with 112', () => {
    for (const text of [
      'I want to kill myself',
      'मैं आत्महत्या करना चाहता हूं',
      'marna chahta hu',
      'தற்கொலை',
      'আত্মহত্যা করতে চাই',
    ]) {
      const result = triage(text);
      expect(result.level, text).toBe('emergency');
      expect(result.helplines, text).toEqual(['14416', '112']);
      expect(result.specialty).toBe('psychiatry');
    }
  });

  it("reads a baby's age, a duration and a temperature", () => {
    expect(triage('my 2 month old baby has fever')).toMatchObject({
      level: 'emergency',
      ageMonths: 2,
      redFlags: ['infant-fever'],
    });
    expect(triage('my 8 month old baby has mild fever')).toMatchObject({ level: 'doctor-24h', specialty: 'pediatric' });
    expect(triage('fever for 4 days')).toMatchObject({ level: 'doctor-24h', durationDays: 4 });
    expect(triage('मुझे दो हफ्ते से खांसी')).toMatchObject({ level: 'consult', durationDays: 14 });
    expect(triage('fever 103.5')).toMatchObject({ level: 'doctor-24h', temperatureF: 103.5 });
    expect(triage('fever 39.5 degree')).toMatchObject({ level: 'doctor-24h' });
  });

  it('treats pregnancy bleeding as an emergency but not a question about blood pressure', () => {
    expect(triage('I am pregnant and spotting')).toMatchObject({
      level: 'emergency',
      redFlags: ['pregnancy-bleeding'],
    });
    expect(triage('pregnant, blood pressure check')).toMatchObject({ level: 'consult' });
  });

  it('answers self-care for minor complaints and raises them when they last or hurt', () => {
    expect(triage('runny nose and sneezing').level).toBe('self-care');
    expect(triage('runny nose and sneezing for 10 days').level).toBe('consult');
    expect(triage('severe headache').level).toBe('consult');
    expect(triage('headache').specialty).toBe('general-physician');
    expect(triage('acidity').specialty).toBe('gastroenterology');
  });

  it('detects the language of the message', () => {
    expect(triage('chest pain').language).toBe('en');
    expect(triage('mujhe bukhar hai').language).toBe('hi-latn');
    expect(triage('मुझे बुखार है').language).toBe('hi');
    expect(triage('मला ताप आहे').language).toBe('mr');
    expect(triage('காய்ச்சல்').language).toBe('ta');
    expect(triage('জ্বর').language).toBe('bn');
  });

  it('never throws on garbage and asks for more when it recognises nothing', () => {
    for (const text of [
      '',
      '   ',
      '\u0000\u0001',
      '🙂🙂🙂',
      'x'.repeat(10_000),
      '١٢٣ مرحبا',
      '<script>alert(1)</script>',
    ]) {
      const result = triage(text);
      expect(result.level).toBe('consult');
      expect(result.reasons[0]!.code).toBe('unrecognised');
    }
  });

  it('is deterministic and fast', () => {
    const text = 'my father has chest pain and sweating since morning, also acidity and headache for 2 days';
    const first = triage(text);
    const started = performance.now();
    for (let i = 0; i < 50; i++) expect(triage(text)).toEqual(first);
    expect((performance.now() - started) / 50).toBeLessThan(20);
  });
});
