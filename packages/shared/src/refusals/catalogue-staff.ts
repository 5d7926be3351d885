import { AUDIT_MESSAGES } from '../schemas/admin-audit';
import { ADMIN_BANNER_MESSAGES } from '../schemas/admin-banners';
import { ADMIN_BLOG_MESSAGES } from '../schemas/admin-blog-posts';
import { ADMIN_BRAND_MESSAGES } from '../schemas/admin-brands';
import { CATALOGUE_FIELD_MESSAGES } from '../schemas/admin-catalogue-fields';
import { ADMIN_CERTIFICATE_MESSAGES } from '../schemas/certificates';
import { ADMIN_CATEGORY_MESSAGES } from '../schemas/admin-categories';
import { ADMIN_CONTENT_MESSAGES } from '../schemas/admin-content';
import { ADMIN_COUPON_MESSAGES } from '../schemas/admin-coupons';
import { ADMIN_GOLD_PLAN_MESSAGES } from '../schemas/gold-plans';
import { ADMIN_APPOINTMENT_MESSAGES } from '../schemas/appointments';
import { ADMIN_FAQ_MESSAGES } from '../schemas/admin-faqs';
import { ADMIN_JOB_MESSAGES } from '../schemas/admin-jobs';
import { ADMIN_MEDIA_MESSAGES } from '../schemas/admin-media';
import { METAL_RATE_MESSAGES } from '../schemas/admin-metal-rates';
import { ADMIN_ORDER_MESSAGES } from '../schemas/admin-orders';
import { ADMIN_PEOPLE_MESSAGES } from '../schemas/admin-people';
import { ADMIN_POLICY_PAGE_MESSAGES } from '../schemas/admin-policy-pages';
import { ADMIN_PRODUCT_MESSAGES } from '../schemas/admin-products';
import { ADMIN_SERVICE_MESSAGES } from '../schemas/admin-services';
import { ADMIN_SHOWROOM_MESSAGES } from '../schemas/admin-showrooms';
import { STORE_SETTINGS_MESSAGES } from '../schemas/admin-store-settings';
import { ADMIN_TEAM_MESSAGES } from '../schemas/admin-team-members';
import { ADMIN_TESTIMONIAL_MESSAGES } from '../schemas/admin-testimonials';
import { ADMIN_VARIANT_MESSAGES } from '../schemas/admin-variants';

/** The staff pages' messages (English only: the staff pages are), by their codes' prefix. */
export const STAFF_GROUPS = {
  ADMIN_PRODUCT: ADMIN_PRODUCT_MESSAGES,
  ADMIN_VARIANT: ADMIN_VARIANT_MESSAGES,
  ADMIN_CERTIFICATE: ADMIN_CERTIFICATE_MESSAGES,
  CATALOGUE_FIELD: CATALOGUE_FIELD_MESSAGES,
  ADMIN_CATEGORY: ADMIN_CATEGORY_MESSAGES,
  ADMIN_BRAND: ADMIN_BRAND_MESSAGES,
  ADMIN_COUPON: ADMIN_COUPON_MESSAGES,
  ADMIN_GOLD_PLAN: ADMIN_GOLD_PLAN_MESSAGES,
  ADMIN_APPOINTMENT: ADMIN_APPOINTMENT_MESSAGES,
  ADMIN_BANNER: ADMIN_BANNER_MESSAGES,
  ADMIN_ORDER: ADMIN_ORDER_MESSAGES,
  ADMIN_PEOPLE: ADMIN_PEOPLE_MESSAGES,
  ADMIN_MEDIA: ADMIN_MEDIA_MESSAGES,
  ADMIN_CONTENT: ADMIN_CONTENT_MESSAGES,
  ADMIN_BLOG: ADMIN_BLOG_MESSAGES,
  ADMIN_FAQ: ADMIN_FAQ_MESSAGES,
  ADMIN_SERVICE: ADMIN_SERVICE_MESSAGES,
  ADMIN_TEAM: ADMIN_TEAM_MESSAGES,
  ADMIN_TESTIMONIAL: ADMIN_TESTIMONIAL_MESSAGES,
  ADMIN_POLICY_PAGE: ADMIN_POLICY_PAGE_MESSAGES,
  STORE_SETTINGS: STORE_SETTINGS_MESSAGES,
  METAL_RATE: METAL_RATE_MESSAGES,
  AUDIT: AUDIT_MESSAGES,
  ADMIN_JOB: ADMIN_JOB_MESSAGES,
  ADMIN_SHOWROOM: ADMIN_SHOWROOM_MESSAGES,
} as const;
