import { describe, expect, it } from 'vitest';
import { announcementItems } from '@/lib/announcement-items.ts';

describe('announcementItems', () => {
  it('splits the seed’s texts at their bullet, in both languages', () => {
    expect(announcementItems('Free delivery on orders over 200 QAR • Same-day delivery for orders before 7:30 PM')).toEqual([
      'Free delivery on orders over 200 QAR',
      'Same-day delivery for orders before 7:30 PM',
    ]);
    expect(announcementItems('توصيل مجاني للطلبات فوق 200 ريال قطري • توصيل في نفس اليوم للطلبات قبل 7:30 مساءً')).toEqual([
      'توصيل مجاني للطلبات فوق 200 ريال قطري',
      'توصيل في نفس اليوم للطلبات قبل 7:30 مساءً',
    ]);
  });

  it('takes the other usual separators and drops empty items', () => {
    expect(announcementItems('  One | Two ·Three•  • ')).toEqual(['One', 'Two', 'Three']);
    expect(announcementItems('Only one message')).toEqual(['Only one message']);
  });
});
