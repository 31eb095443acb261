import type { Database } from '../db/database.ts';

/**
 * The synonym groups a new shop starts with, in the admin API's shape (`synonym_group` of
 * `POST /rest/V1/search/synonyms`: comma-separated words or phrases that a search takes as one), so the merchant
 * edits them like any other group. A word typed that starts a phrase of a group matches every phrase of the group
 * the index holds; a word belongs to one group (the first one with the longest phrase wins).
 *
 * Where they come from:
 * - the store's own names: the category names ("الأغطية وواقيات الشاشة", "الشواحن والكابلات", "السماعات",
 *   "الهواتف المحمولة", "الأجهزة اللوحية"), the nouns that start the Arabic product names (جراب، واقي شاشة، شاحن،
 *   كابل، سماعة، هاتف، جهاز لوحي), and the brand and model names as the catalogue writes them in Arabic (أبل، سامسونج،
 *   جالاكسي، بلايستيشن، ماك بوك، إيربودز، شاومي، هواوي);
 * - everyday Gulf usage, the words shoppers in Qatar say rather than the catalogue's formal ones: كفر (a phone
 *   cover), لزقة (a screen protector), سلك and وصلة (a cable), تايب سي (USB-C), هيدفون, ايرفون, جوال, موبايل, تلفون,
 *   تابلت, سوني 5 (the PlayStation 5), ايواتش;
 * - the other ways brand and model names are written in Arabic letters: ق or غ for the English g (سامسونق،
 *   قالكسي، قوقل), a letter more or less (جلاكسي، بلستيشن، شياومي، هواواي), one word or two (ماكبوك / ماك بوك،
 *   ايربودز / اير بودز، بلايستيشن / بلاي ستيشن).
 *
 * Plurals the analyzer stems alike (كفرات → كفر, جرابات → جراب, cases → case) and spellings it folds (أ/ا/آ, ة/ه,
 * ى/ي) need no entry; a few are listed anyway so the merchant reads the group as shoppers write it. Words the index
 * does not hold (كفر, cover, هيدفون) are kept: they are what shoppers type, and a query leaves them out.
 *
 * Left out on purpose: بلوتوث / لاسلكي / wireless. The catalogue says "Wireless" in the controllers' names and only
 * in the headphones' descriptions, so "سماعة بلوتوث" would find the controllers first; it needs the headphones'
 * names (or an attribute) to say so.
 */
export const SEED_SYNONYMS: string[] = [
  // Covers and cases: category 16 "Cases & Screen Protection" / "الأغطية وواقيات الشاشة", names "إكسسوار حماية … جراب …".
  'كفر,كفرات,جراب,جرابات,غطاء,أغطية,غلاف,cover,case',
  // Screen protectors (the same category): "واقي شاشة" in the names; لزقة and ستيكر in Gulf usage.
  'واقي شاشة,حماية شاشة,لزقة شاشة,لزقة,ستيكر شاشة,screen protector,screen guard',
  // Chargers: category 13 "Chargers & Cables" / "الشواحن والكابلات", "شاحن" and "محول طاقة" in the names.
  'شاحن,شواحن,تشارجر,راس شاحن,محول طاقة,charger,power adapter',
  // Cables: "كابل" in the names; كيبل, سلك and وصلة in Gulf usage.
  'كابل,كابلات,كيبل,سلك,أسلاك,وصلة,وصلات,cable,cord',
  // USB-C as the names write it ("USB-C"), and as shoppers say it.
  'تايب سي,type c,usb c',
  // Earphones and headphones: category 20 "Headphones & Earbuds" / "السماعات", "سماعة" in the names.
  'سماعة,سماعات,هيدفون,هيدفونز,هدفون,هيدسيت,ايرفون,headphones,earphones,earbuds,headset',
  // Phones: category 3 "Mobile Phones" / "الهواتف المحمولة", "هاتف" in the names; جوال and موبايل in Gulf usage.
  'جوال,جوالات,موبايل,موبايلات,هاتف,هواتف,تلفون,تليفون,هاتف ذكي,mobile,phone,smartphone',
  // Tablets: category 4 "Tablets" / "الأجهزة اللوحية", "جهاز لوحي" in the names; تابلت in Gulf usage.
  'تابلت,تابلتات,جهاز لوحي,أجهزة لوحية,tablet',
  // Product lines and brands, as the catalogue writes them and as shoppers transliterate them.
  'ايفون,آيفون,ايفونات,اي فون,iphone',
  'ايباد,آيباد,اي باد,ipad',
  'ابل واتش,آبل واتش,ساعة ابل,ايواتش,اي واتش,apple watch,iwatch',
  'ابل,أبل,آبل,apple',
  'سامسونج,سامسونغ,سامسونق,سامسنج,samsung',
  'جالاكسي,جالكسي,جلاكسي,غالاكسي,قالاكسي,قالكسي,galaxy',
  'قوقل,جوجل,غوغل,google',
  'بيكسل,بكسل,pixel',
  'هواوي,هواوى,هواواي,huawei',
  'شاومي,شاومى,شياومي,xiaomi',
  'ريدمي,ردمي,redmi',
  'سوني,سونى,sony',
  'بلايستيشن,بلاي ستيشن,بلستيشن,بلاستيشن,playstation,play station',
  'ps5,playstation 5,بلايستيشن 5,بلاي ستيشن 5,سوني 5',
  'ps4,playstation 4,بلايستيشن 4,سوني 4',
  'اكس بوكس,إكس بوكس,اكسبوكس,xbox',
  'ماك بوك,ماكبوك,macbook,mac book',
  'ايربودز,إيربودز,اير بودز,ايربود,airpods,air pods',
  // Other kinds of goods.
  'لابتوب,لاب توب,حاسوب محمول,كمبيوتر محمول,laptop,notebook',
  'باور بانك,بطارية متنقلة,power bank',
  'ساعة ذكية,سمارت واتش,smart watch,smartwatch',
  'تلفزيون,تلفاز,شاشة,tv,television',
  // Specifications' units and words (the attributes' labels write "جيجابايت", "بوصة", "الذاكرة (رام)").
  'جيجا,جيجابايت,جيجا بايت,قيقا,gb,gigabyte',
  'تيرا,تيرابايت,tb,terabyte',
  'رام,ذاكرة عشوائية,ram',
  'بوصة,انش,إنش,inch,inches',
];

/** Writes the seed groups for every store view (store 0). */
export function seedSearchSynonyms(db: Database): void {
  const insert = db.prepare('INSERT INTO search_synonyms (synonyms, store_id, website_id) VALUES (?, 0, 0)');
  for (const group of SEED_SYNONYMS) insert.run(group);
}
