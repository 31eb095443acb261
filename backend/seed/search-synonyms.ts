import type { Database } from '../db/database.ts';

/**
 * The synonym groups a new shop starts with (the merchant edits them through the admin API): how shoppers in Qatar
 * write brand names in Arabic letters, Gulf and formal words for the same goods, and model shorthands. Spelling
 * variants the analyzer already folds (أ/ا/آ, ة/ه, ى/ي) need no group.
 */
export const SEED_SYNONYMS: string[] = [
  'ايفون,آيفون,iphone',
  'ايباد,آيباد,ipad',
  'ابل,أبل,apple',
  'سامسونج,سامسونغ,سامسونق,samsung',
  'جالاكسي,جالكسي,غالاكسي,قالاكسي,galaxy',
  'قوقل,جوجل,غوغل,google',
  'هواوي,هواوى,huawei',
  'شاومي,شاومى,xiaomi',
  'سوني,سونى,sony',
  'بلايستيشن,بلاي ستيشن,بلستيشن,playstation',
  'ps5,playstation 5,بلايستيشن 5,بلاي ستيشن 5',
  'ps4,playstation 4,بلايستيشن 4',
  'اكس بوكس,إكس بوكس,xbox',
  'ماك بوك,ماكبوك,macbook',
  'ايربودز,إيربودز,airpods',
  'جوال,موبايل,هاتف,تلفون,mobile,phone,smartphone',
  'لابتوب,لاب توب,حاسوب محمول,كمبيوتر محمول,laptop,notebook',
  'تابلت,جهاز لوحي,tablet',
  'سماعة,سماعات,هيدفون,headphones,earphones',
  'شاحن,charger',
  'باور بانك,بطارية متنقلة,power bank',
  'ساعة ذكية,سمارت واتش,smart watch,smartwatch',
  'تلفزيون,تلفاز,شاشة,tv,television',
];

/** Writes the seed groups for every store view (store 0). */
export function seedSearchSynonyms(db: Database): void {
  const insert = db.prepare('INSERT INTO search_synonyms (synonyms, store_id, website_id) VALUES (?, 0, 0)');
  for (const group of SEED_SYNONYMS) insert.run(group);
}
