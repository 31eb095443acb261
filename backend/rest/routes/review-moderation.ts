/** The review module's admin routes (backend/admin/review-moderation.ts): the moderation queue and the verdicts. */
import { ADMIN_RESOURCES, requireAdmin } from '../../admin/authorization.ts';
import { commitAdminChange } from '../../admin/commit.ts';
import { judgeReview, listReviewsForEditors, parseReviewId, readReview } from '../../admin/review-moderation.ts';
import type { Route } from '../../http/router.ts';

export const reviewModerationRoutes: Route[] = [
  {
    method: 'GET',
    path: '/V1/reviews',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.reviews);
      return listReviewsForEditors(request.db, request.query);
    },
  },
  {
    method: 'GET',
    path: '/V1/reviews/:reviewId',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.reviews);
      return readReview(request.db, parseReviewId(request.params.reviewId ?? ''));
    },
  },
  {
    method: 'PUT',
    path: '/V1/reviews/:reviewId',
    handler: (request) => {
      requireAdmin(request, ADMIN_RESOURCES.reviews);
      const id = parseReviewId(request.params.reviewId ?? '');
      commitAdminChange(request, () => ({ result: null, ...judgeReview(request.db, id, request.body, new Date(request.now)) }));
      return readReview(request.db, id);
    },
  },
];
