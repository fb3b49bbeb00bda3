/**
 * What a wellness product is made of, or what a device is: the "Ingredients / specifications" section that
 * replaces salt composition on their product pages. Values describe the product type; a model's exact
 * figures are on its own box (see docs/catalog-data-review.md).
 */
export interface Specification {
  label: string;
  value: string;
}

const spec = (...rows: [label: string, value: string][]): Specification[] =>
  rows.map(([label, value]) => ({ label, value }));

export const SPECIFICATIONS: Record<string, Specification[]> = {
  // COVID-19 essentials
  'n95-mask': spec(
    ['Type', 'N95 particulate respirator, non-valved'],
    ['Filtration', 'At least 95 % of airborne particles (0.3 micron), as certified by the maker'],
    ['Fit', 'Ear loops or head straps with an adjustable nose clip'],
    ['Use', 'Single user; replace when damp, soiled or hard to breathe through'],
  ),
  'surgical-mask-3ply': spec(
    ['Type', '3-ply disposable face mask'],
    ['Layers', 'Spun-bond outer layer, melt-blown filter layer, soft inner layer'],
    ['Fit', 'Ear loops with a nose wire'],
    ['Use', 'Single use'],
  ),
  'hand-sanitizer': spec(
    ['Key ingredients', 'Ethyl or isopropyl alcohol (about 70 % v/v), glycerine, moisturisers'],
    ['Form', 'Gel or liquid'],
  ),
  'pulse-oximeter': spec(
    ['Measures', 'Oxygen saturation (SpO₂) and pulse rate'],
    ['Display', 'Digital display of SpO₂ %, pulse rate and pulse bar'],
    ['Power', 'AAA batteries'],
    ['In the box', 'Oximeter, lanyard, batteries (varies by model)'],
  ),
  'covid-antigen-self-test': spec(
    ['Type', 'Rapid antigen test (lateral flow) for SARS-CoV-2'],
    ['Sample', 'Nasal swab'],
    ['Result time', 'About 15 minutes'],
    ['In the box', 'Test device, swab, extraction tube with buffer, instructions, disposal bag'],
  ),
  'steam-vaporizer': spec(
    ['Type', 'Electric steam inhaler / vaporizer'],
    ['Power', 'Mains electricity (230 V)'],
    ['Use', 'Steam inhalation and facial steam; auto shut-off on most models'],
  ),
  'vitamin-c-chewable': spec(
    ['Key ingredients', 'Vitamin C (ascorbic acid / sodium ascorbate) 500 mg per tablet'],
    ['Form', 'Chewable tablet, usually orange flavoured'],
  ),
  'multivitamin-zinc': spec(
    ['Key ingredients', 'Zinc, vitamin C, B-complex vitamins, vitamin E and minerals (varies by brand)'],
    ['Form', 'Tablet'],
  ),
  // Ayurveda
  chyawanprash: spec(
    ['Key ingredients', 'Amla (Indian gooseberry), about 40 herbs, ghee, sesame oil, honey, sugar'],
    ['Form', 'Herbal jam (avaleha)'],
  ),
  ashwagandha: spec(
    ['Key ingredients', 'Ashwagandha (Withania somnifera) root extract or powder'],
    ['Form', 'Tablet, capsule or churna (powder)'],
  ),
  triphala: spec(
    ['Key ingredients', 'Amalaki, Bibhitaki and Haritaki fruit in equal parts'],
    ['Form', 'Tablet or churna (powder)'],
  ),
  giloy: spec(
    ['Key ingredients', 'Giloy / Guduchi (Tinospora cordifolia) stem'],
    ['Form', 'Tablet (ghan vati) or juice'],
  ),
  'liver-herbal-tonic': spec(
    ['Key ingredients', 'Kasani (chicory), Kakamachi (black nightshade), Himsra (caper bush) and other herbs'],
    ['Form', 'Tablet or syrup'],
  ),
  'ayurvedic-cough-syrup': spec(
    ['Key ingredients', 'Tulsi, Vasaka, Mulethi (liquorice), ginger and other herbs, in a honey or sugar base'],
    ['Form', 'Syrup'],
  ),
  tulsi: spec(['Key ingredients', 'Tulsi (holy basil, Ocimum sanctum) leaf extract'], ['Form', 'Tablet or drops']),
  amla: spec(['Key ingredients', 'Amla (Indian gooseberry, Emblica officinalis) fruit'], ['Form', 'Juice or tablet']),
  brahmi: spec(['Key ingredients', 'Brahmi (Bacopa monnieri) extract'], ['Form', 'Tablet']),
  'herbal-pain-balm': spec(
    ['Key ingredients', 'Menthol, camphor, wintergreen oil (methyl salicylate), eucalyptus oil'],
    ['Form', 'Balm for external use'],
  ),
  // Saffron
  'kashmiri-saffron': spec(
    ['Key ingredients', '100 % saffron stigmas (Crocus sativus), Kashmir-grown'],
    ['Form', 'Dried threads'],
  ),
  'saffron-face-cream': spec(
    ['Key ingredients', 'Saffron extract with plant oils and moisturisers (varies by brand)'],
    ['Form', 'Cream for external use'],
  ),
  'kumkumadi-tailam': spec(
    ['Key ingredients', 'Saffron (kumkuma), sandalwood, manjistha, licorice and other herbs in sesame oil'],
    ['Form', 'Face oil for external use'],
  ),
  'kesar-milk-masala': spec(
    ['Key ingredients', 'Almond, pistachio, cardamom, saffron and sugar (varies by brand)'],
    ['Form', 'Powder to mix in milk'],
  ),
  'kesar-chyawanprash': spec(
    ['Key ingredients', 'Amla and herbs of classical chyawanprash, with added saffron'],
    ['Form', 'Herbal jam (avaleha)'],
  ),
  // Devices
  'bp-monitor': spec(
    ['Measures', 'Systolic and diastolic blood pressure, pulse rate'],
    ['Method', 'Oscillometric, automatic inflation'],
    ['Cuff', 'Upper arm; standard cuffs fit about 22–32 cm arms'],
    ['Power', 'AA batteries or mains adapter (varies by model)'],
  ),
  glucometer: spec(
    ['Measures', 'Blood glucose from a fingertip drop of blood'],
    ['Uses', 'The maker’s own test strips and lancets'],
    ['In the box', 'Meter, lancing device, a few lancets and strips (varies by pack)'],
  ),
  'glucometer-test-strips': spec(
    ['Type', 'Blood glucose test strips'],
    ['Works with', 'Only the same maker’s meter named on the box'],
  ),
  'digital-thermometer': spec(
    ['Measures', 'Body temperature (oral, underarm or rectal)'],
    ['Display', 'Digital, °C / °F'],
    ['Power', 'Button cell battery'],
  ),
  nebulizer: spec(
    ['Type', 'Compressor (piston) nebulizer'],
    ['Power', 'Mains electricity (230 V)'],
    ['In the box', 'Compressor, nebulizer cup, tubing, adult and child masks, mouthpiece'],
  ),
  'digital-weighing-scale': spec(
    ['Measures', 'Body weight'],
    ['Capacity', 'Up to about 150–180 kg (varies by model)'],
    ['Power', 'Batteries'],
  ),
  'electric-heating-pad': spec(
    ['Type', 'Electric heating pad with heat settings'],
    ['Power', 'Mains electricity (230 V)'],
    ['Safety', 'Auto shut-off and overheat protection on most models'],
  ),
  'knee-cap': spec(
    ['Type', 'Elastic knee cap / knee support'],
    ['Sizes', 'S, M, L, XL by knee circumference'],
    ['Material', 'Elastic knit fabric'],
  ),
  'lumbo-sacral-belt': spec(
    ['Type', 'Lumbo-sacral (LS) back support belt'],
    ['Sizes', 'S to XXL by waist circumference'],
    ['Material', 'Elastic fabric with rigid back stays'],
  ),
  'pregnancy-test-kit': spec(
    ['Detects', 'hCG hormone in urine'],
    ['Result time', 'About 5 minutes'],
    ['In the box', 'Test card, dropper, desiccant, instructions'],
  ),
  // Baby and personal care
  'baby-diapers': spec(['Type', 'Pant-style disposable diapers'], ['Sizes', 'By baby weight, as printed on the pack']),
  'baby-lotion': spec(['Key ingredients', 'Mild moisturisers and plant oils (varies by brand)'], ['Form', 'Lotion']),
  'diaper-rash-cream': spec(
    ['Key ingredients', 'Zinc oxide or dexpanthenol (varies by brand)'],
    ['Form', 'Cream or ointment'],
  ),
  'baby-massage-oil': spec(['Key ingredients', 'Plant or mineral oils (varies by brand)'], ['Form', 'Oil']),
  'sunscreen-spf50': spec(['Protection', 'SPF 50, broad spectrum (UVA and UVB)'], ['Form', 'Gel or lotion']),
  'moisturising-cream': spec(
    ['Key ingredients', 'Humectants and emollients (varies by brand)'],
    ['Form', 'Cream or lotion'],
  ),
  'sensitive-toothpaste': spec(
    ['Key ingredients', 'Potassium nitrate or stannous fluoride, with fluoride'],
    ['Form', 'Toothpaste'],
  ),
  'antiseptic-mouthwash': spec(
    ['Key ingredients', 'Essential oils, cetylpyridinium chloride or chlorhexidine (varies by brand)'],
    ['Form', 'Mouthwash, not to be swallowed'],
  ),
  'adult-diapers': spec(['Type', 'Disposable adult diapers / pants'], ['Sizes', 'M, L, XL by waist size']),
  // Supplements and skin care
  'multivitamin-daily': spec(
    ['Key ingredients', 'Vitamins and minerals, some with ginseng (varies by brand)'],
    ['Form', 'Tablet or capsule'],
  ),
  'protein-powder': spec(
    ['Key ingredients', 'Whey or milk protein, carbohydrates, vitamins and minerals (varies by brand)'],
    ['Form', 'Powder to mix with water or milk'],
  ),
  'omega-3-fish-oil': spec(
    ['Key ingredients', 'Fish oil with EPA and DHA omega-3 fatty acids'],
    ['Form', 'Softgel capsule'],
  ),
  'calamine-lotion': spec(
    ['Key ingredients', 'Calamine (zinc oxide with ferric oxide), often with aloe or glycerine'],
    ['Form', 'Lotion for external use'],
  ),
  'aloe-vera-gel': spec(['Key ingredients', 'Aloe vera leaf gel (varies by brand)'], ['Form', 'Gel for external use']),
  'neem-face-wash': spec(
    ['Key ingredients', 'Neem and turmeric extracts (varies by brand)'],
    ['Form', 'Face wash gel'],
  ),
  'prickly-heat-powder': spec(
    ['Key ingredients', 'Talc with menthol and cooling agents (varies by brand)'],
    ['Form', 'Dusting powder'],
  ),
};
