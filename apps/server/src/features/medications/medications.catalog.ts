/**
 * Medication catalogue for prescription suggestions: generic names by the Brazilian common
 * denomination (DCB) with their usual presentations, covering the basic component of the national
 * essential-medicines list used in primary care. Kept as data in the product so suggestions work
 * offline from any outside service. One entry per substance: name, then its presentations.
 */
import { ACUTE_CARE } from './medications-acute.catalog';
import { CHRONIC_CARE } from './medications-chronic.catalog';

export type CatalogEntry = readonly [substance: string, ...presentations: string[]];

const OTHER_CARE: readonly CatalogEntry[] = [
  // Respiratory and allergy
  [
    'Salbutamol',
    'sulfato 100 mcg/dose aerossol oral',
    'sulfato 5 mg/mL solução para nebulização',
    'sulfato 2 mg comprimido',
    'sulfato 0,4 mg/mL xarope',
  ],
  [
    'Fenoterol',
    'bromidrato 5 mg/mL solução para nebulização (gotas)',
    'bromidrato 100 mcg/dose aerossol oral',
  ],
  ['Ipratrópio', 'brometo 0,25 mg/mL solução para nebulização', 'brometo 20 mcg/dose aerossol oral'],
  ['Formoterol + budesonida', '6 mcg + 200 mcg pó para inalação', '12 mcg + 400 mcg pó para inalação'],
  ['Salmeterol + fluticasona', '50 mcg + 250 mcg pó para inalação', '25 mcg + 125 mcg aerossol oral'],
  ['Tiotrópio', 'brometo 2,5 mcg/dose solução para inalação'],
  ['Montelucaste de sódio', '4 mg comprimido mastigável', '5 mg comprimido mastigável', '10 mg comprimido'],
  ['Loratadina', '10 mg comprimido', '1 mg/mL xarope'],
  ['Desloratadina', '5 mg comprimido', '0,5 mg/mL xarope'],
  ['Cetirizina', 'dicloridrato 10 mg comprimido', 'dicloridrato 1 mg/mL solução oral'],
  ['Dexclorfeniramina', 'maleato 2 mg comprimido', 'maleato 0,4 mg/mL solução oral'],
  ['Prometazina', 'cloridrato 25 mg comprimido', 'cloridrato 25 mg/mL solução injetável'],
  ['Hidroxizina', 'cloridrato 25 mg comprimido', 'cloridrato 2 mg/mL solução oral'],
  ['Epinefrina', '1 mg/mL solução injetável'],
  ['Acetilcisteína', '600 mg granulado', '20 mg/mL xarope'],
  ['Ambroxol', 'cloridrato 3 mg/mL xarope pediátrico', 'cloridrato 6 mg/mL xarope adulto'],
  ['Cloreto de sódio', '0,9% solução nasal', '0,9% solução injetável'],
  // Gastrointestinal
  ['Omeprazol', '10 mg cápsula', '20 mg cápsula', '40 mg cápsula', '40 mg pó para solução injetável'],
  ['Pantoprazol', '20 mg comprimido', '40 mg comprimido'],
  ['Esomeprazol', '20 mg comprimido', '40 mg comprimido'],
  ['Famotidina', '20 mg comprimido', '40 mg comprimido'],
  ['Hidróxido de alumínio + hidróxido de magnésio', '40 mg + 30 mg/mL suspensão oral'],
  [
    'Metoclopramida',
    'cloridrato 10 mg comprimido',
    'cloridrato 4 mg/mL solução oral (gotas)',
    'cloridrato 5 mg/mL solução injetável',
  ],
  ['Domperidona', '10 mg comprimido', '1 mg/mL suspensão oral'],
  [
    'Ondansetrona',
    '4 mg comprimido orodispersível',
    '8 mg comprimido orodispersível',
    '2 mg/mL solução injetável',
  ],
  ['Bromoprida', '10 mg cápsula', '4 mg/mL solução oral (gotas)'],
  ['Dimenidrinato + piridoxina', '50 mg + 10 mg comprimido', '25 mg/mL + 5 mg/mL solução oral (gotas)'],
  [
    'Escopolamina',
    'butilbrometo 10 mg comprimido',
    'butilbrometo 10 mg/mL solução oral (gotas)',
    'butilbrometo 20 mg/mL solução injetável',
  ],
  ['Simeticona', '40 mg comprimido', '75 mg/mL emulsão oral (gotas)'],
  ['Loperamida', 'cloridrato 2 mg comprimido'],
  ['Sais para reidratação oral', 'pó para solução oral (envelope 27,9 g)'],
  ['Lactulose', '667 mg/mL xarope'],
  ['Bisacodil', '5 mg comprimido'],
  ['Óleo mineral', 'frasco 100 mL'],
  ['Macrogol 4000', 'pó para solução oral (envelope 10 g)'],
  ['Mesalazina', '400 mg comprimido', '800 mg comprimido', '1 g supositório'],
  // Vitamins, minerals, anemia
  [
    'Sulfato ferroso',
    '40 mg de ferro elementar comprimido',
    '25 mg/mL de ferro elementar solução oral (gotas)',
    '5 mg/mL de ferro elementar xarope',
  ],
  ['Ácido fólico', '5 mg comprimido', '0,2 mg/mL solução oral (gotas)', '0,4 mg comprimido'],
  ['Cianocobalamina', '1.000 mcg/mL solução injetável', '1 mg comprimido'],
  ['Tiamina', 'cloridrato 300 mg comprimido', 'cloridrato 100 mg/mL solução injetável'],
  ['Piridoxina', 'cloridrato 40 mg comprimido'],
  [
    'Colecalciferol',
    '1.000 UI cápsula',
    '7.000 UI comprimido',
    '50.000 UI cápsula',
    '200 UI/gota solução oral (gotas)',
  ],
  ['Carbonato de cálcio', '500 mg de cálcio comprimido', '1.250 mg comprimido'],
  ['Carbonato de cálcio + colecalciferol', '500 mg + 400 UI comprimido', '600 mg + 400 UI comprimido'],
  ['Retinol', 'palmitato 100.000 UI cápsula', 'palmitato 200.000 UI cápsula'],
  ['Ácido ascórbico', '500 mg comprimido', '200 mg/mL solução oral (gotas)'],
  ['Sulfato de zinco', '4 mg/mL xarope', '10 mg comprimido'],
  [
    'Cloreto de potássio',
    '600 mg comprimido de liberação prolongada',
    '60 mg/mL xarope',
    '19,1% solução injetável',
  ],
  // Women's health and contraception
  ['Levonorgestrel + etinilestradiol', '0,15 mg + 0,03 mg comprimido'],
  ['Levonorgestrel', '0,75 mg comprimido', '1,5 mg comprimido', '52 mg sistema intrauterino'],
  ['Noretisterona', '0,35 mg comprimido'],
  ['Enantato de noretisterona + valerato de estradiol', '50 mg + 5 mg/mL solução injetável'],
  ['Medroxiprogesterona', 'acetato 150 mg/mL suspensão injetável', 'acetato 10 mg comprimido'],
  ['Desogestrel', '0,075 mg comprimido'],
  ['Estrogênios conjugados', '0,3 mg comprimido', '0,625 mg comprimido', '0,625 mg/g creme vaginal'],
  ['Estriol', '1 mg/g creme vaginal'],
  ['Misoprostol', '25 mcg comprimido vaginal', '200 mcg comprimido vaginal'],
  ['Ocitocina', '5 UI/mL solução injetável'],
  ['Cabergolina', '0,5 mg comprimido'],
  // Urology
  ['Tansulosina', 'cloridrato 0,4 mg cápsula de liberação prolongada'],
  ['Doxazosina', 'mesilato 2 mg comprimido', 'mesilato 4 mg comprimido'],
  ['Finasterida', '5 mg comprimido'],
  ['Oxibutinina', 'cloridrato 5 mg comprimido', 'cloridrato 1 mg/mL xarope'],
  ['Sildenafila', 'citrato 25 mg comprimido', 'citrato 50 mg comprimido'],
  // Osteoporosis and musculoskeletal
  ['Alendronato de sódio', '70 mg comprimido', '10 mg comprimido'],
  ['Ciclobenzaprina', 'cloridrato 5 mg comprimido', 'cloridrato 10 mg comprimido'],
  ['Baclofeno', '10 mg comprimido'],
  ['Orfenadrina + dipirona + cafeína', '35 mg + 300 mg + 50 mg comprimido'],
  ['Metotrexato', '2,5 mg comprimido', '25 mg/mL solução injetável'],
  ['Hidroxicloroquina', 'sulfato 400 mg comprimido'],
  ['Sulfassalazina', '500 mg comprimido'],
  // Eye, ear and skin
  ['Timolol', 'maleato 0,5% solução oftálmica', 'maleato 0,25% solução oftálmica'],
  ['Latanoprosta', '0,005% solução oftálmica'],
  ['Pilocarpina', 'cloridrato 2% solução oftálmica'],
  ['Acetazolamida', '250 mg comprimido'],
  ['Tropicamida', '1% solução oftálmica'],
  ['Proximetacaína', 'cloridrato 0,5% solução oftálmica'],
  ['Cloranfenicol', '5 mg/mL solução oftálmica'],
  ['Carmelose sódica', '0,5% solução oftálmica (lágrima artificial)'],
  ['Ciprofloxacino + hidrocortisona', '2 mg + 10 mg/mL solução otológica'],
  ['Polimixina B + neomicina + fluocinolona + lidocaína', 'solução otológica'],
  ['Óxido de zinco', 'pasta 25%', 'pomada'],
  ['Vaselina', 'pomada'],
  ['Ácido salicílico', '5% pomada', '10% pomada'],
  ['Peróxido de benzoíla', '2,5% gel', '5% gel'],
  ['Adapaleno', '0,1% gel'],
  ['Calamina', '8% loção'],
  // Anesthetics, emergency and others
  ['Lidocaína', 'cloridrato 2% solução injetável', 'cloridrato 2% gel', 'cloridrato 10% spray'],
  ['Lidocaína + epinefrina', 'cloridrato 2% + 1:200.000 solução injetável'],
  ['Atropina', 'sulfato 0,25 mg/mL solução injetável', 'sulfato 1% solução oftálmica'],
  ['Naloxona', 'cloridrato 0,4 mg/mL solução injetável'],
  ['Glicose', '50% solução injetável', '5% solução injetável'],
  ['Bicarbonato de sódio', '8,4% solução injetável'],
  ['Sulfato de magnésio', '50% solução injetável'],
  ['Carvão vegetal ativado', 'pó para suspensão oral'],
  ['Soro antiofídico (botrópico)', 'solução injetável'],
  ['Nitroglicerina', '5 mg/mL solução injetável'],
  ['Hidróxido de magnésio', '80 mg/mL suspensão oral'],
  ['Preservativo masculino', 'unidade'],
  ['Fita reagente para glicemia capilar', 'unidade'],
  ['Lanceta para punção digital', 'unidade'],
  ['Seringa para insulina', '0,5 mL agulha 8 mm', '1 mL agulha 8 mm'],
];

/** Every suggestion as the doctor will read it, e.g. 'Amoxicilina 500 mg cápsula'. */
export const MEDICATIONS: readonly string[] = [...ACUTE_CARE, ...CHRONIC_CARE, ...OTHER_CARE].flatMap(
  ([substance, ...presentations]) => presentations.map((p) => `${substance} ${p}`),
);
