import { cachedStatement, type Database } from '../db/database.ts';
import { magentoDateTime } from '../dates.ts';
import { STORES } from '../stores.ts';
import { seededRandom } from './random.ts';

/** What buyers in Qatar write about electronics, in each store view's language: [summary, text, stars]. */
type SeedReview = readonly [summary: string, text: string, stars: number];

const REVIEWS: Record<'ar' | 'en', readonly SeedReview[]> = {
  ar: [
    ['يستاهل كل ريال', 'استخدمته أسبوعين وما فيه أي مشكلة، الأداء سريع والبطارية تكفي اليوم كامل. التوصيل وصل نفس اليوم للدوحة.', 5],
    ['ممتاز بس السعر شوي غالي', 'الجودة عالية والتغليف ممتاز، بس لو ينزل السعر شوي بيكون أفضل خيار في فئته.', 4],
    ['تجربة حلوة', 'أول مرة أطلب من المتجر، المنتج أصلي ومطابق للوصف، وخدمة العملاء ردوا علي بسرعة.', 5],
    ['جيد للاستخدام اليومي', 'يسوي الشغل المطلوب بدون تعقيد، ما أقول إنه الأفضل لكن مقابل السعر ممتاز.', 4],
    ['الشحن يحتاج تحسين', 'المنتج نفسه زين، بس الشاحن اللي معاه بطيء شوي واضطريت أشتري واحد ثاني.', 3],
    ['أنصح فيه', 'شريته هدية لأخوي وعجبه وايد، الصوت نقي والتصميم أنيق.', 5],
    ['مقبول', 'فيه مميزات حلوة لكن يسخن شوي مع الاستخدام الطويل، إن شاء الله التحديثات تصلحه.', 3],
    ['فوق التوقعات', 'ما توقعت الجودة تكون بهالمستوى، الشاشة واضحة حتى تحت الشمس.', 5],
    ['خيار موفق', 'قارنته مع أكثر من موديل واخترت هذا، وما ندمت. الضمان المحلي ميزة زينة.', 4],
    ['بطارية قوية', 'أشحنه مرة كل يومين تقريباً، وهذا شي نادر. الكاميرا بعد ممتازة في الليل.', 5],
  ],
  en: [
    ['Worth every riyal', 'Two weeks in and no complaints: fast, the battery lasts a full day, and it arrived in Doha the same day.', 5],
    ['Great, a little pricey', 'Build quality is excellent and it came well packed. A slightly lower price would make it the obvious pick.', 4],
    ['Does the job', 'Simple to set up and reliable for everyday use. Not the fanciest, but good value.', 4],
    ['Gets warm', 'Plenty to like, though it warms up during long sessions. Hoping an update helps.', 3],
    ['Genuine and as described', 'First order from this store: the product is genuine, exactly as listed, and support answered quickly.', 5],
    ['Bought it as a gift', 'My sister loves it. Clear sound and a neat design.', 5],
    ['Charger is slow', 'The device itself is good, but the bundled charger is slow, so I bought a faster one.', 3],
    ['Better than expected', 'The screen is sharp and readable even in the sun. Very happy with it.', 5],
  ],
};

const NICKNAMES = {
  ar: ['أبو محمد', 'نورة', 'خالد الدوحة', 'مريم', 'فهد', 'سارة ع.', 'بو راشد', 'عائشة', 'حمد', 'ريم'],
  en: ['Ahmed K.', 'Sarah', 'Omar from Al Wakrah', 'Priya', 'John D.', 'Fatima', 'Rashid', 'Maria'],
} as const;

const RATINGS = [1, 2, 3];

/**
 * Approved reviews in Arabic (ar store view) and English (en) on about a third of the catalogue's products, and one
 * pending review on every fourth of those, for editors to moderate. Each review rates the three dimensions around
 * its stars; dates fall in the half year before `now`.
 */
export function seedReviews(db: Database, now: Date): void {
  const products = (cachedStatement(db, 'SELECT id FROM products WHERE status = 1 AND visibility <> 1 ORDER BY id').all() as Array<{ id: number }>)
    .filter((_, index) => index % 3 === 0);
  const random = seededRandom(52);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const insert = cachedStatement(
    db,
    `INSERT INTO reviews (product_id, store_id, nickname, summary, text, status, average_rating, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const vote = cachedStatement(db, 'INSERT INTO review_votes (review_id, rating_id, value) VALUES (?, ?, ?)');
  const write = (productId: number, locale: 'ar' | 'en', status: 'approved' | 'pending') => {
    const [summary, text, stars] = pick(REVIEWS[locale]);
    const values = RATINGS.map(() => Math.max(1, Math.min(5, stars + (random() < 0.25 ? -1 : 0))));
    const average = Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 20 * 10) / 10;
    const created = magentoDateTime(new Date(now.getTime() - Math.floor(random() * 180 * 86_400_000)));
    const { id } = insert.get(productId, STORES[locale].id, pick(NICKNAMES[locale]), summary, text, status, average, created) as { id: number };
    RATINGS.forEach((ratingId, index) => vote.run(id, ratingId, values[index] as number));
  };
  products.forEach(({ id }, index) => {
    const arabic = 1 + Math.floor(random() * 5);
    const english = Math.floor(random() * 4);
    for (let n = 0; n < arabic; n++) write(id, 'ar', 'approved');
    for (let n = 0; n < english; n++) write(id, 'en', 'approved');
    if (index % 4 === 0) write(id, index % 8 === 0 ? 'ar' : 'en', 'pending');
  });
}

/** Whether the database has never had reviews (one seeded before reviews existed). */
export function lacksReviews(db: Database): boolean {
  return !cachedStatement(db, 'SELECT 1 FROM reviews LIMIT 1').get();
}
