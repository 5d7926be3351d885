import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { DataCipher } from '../../lib/data-cipher';
import type { MailSender } from '../../lib/mail/mailer';
import type { ResponseCache } from '../../lib/response-cache';
import type { ProductChanged } from '../catalogue/product-changed';
import type { AnswerDrops } from '../public-answers/answer-drops.service';
import { createInvoicesService } from '../invoices/invoices.service';
import type { OrdersService } from '../orders/orders.service';
import { adminContentRoutes } from './content/admin-content.routes';
import { adminAuditRoutes } from './audit.routes';
import { createAdminJobsService } from './jobs/admin-jobs';
import { adminJobsRoutes } from './jobs/admin-jobs.routes';
import { adminDashboardRoutes } from './dashboard/admin-dashboard.routes';
import { createAdminCouponsService } from './coupons/admin-coupons';
import { adminCouponsRoutes } from './coupons/admin-coupons.routes';
import { createAdminGoldPlanEnrolmentsService } from './gold-plans/admin-gold-plan-enrolments';
import { createAdminGoldPlansService } from './gold-plans/admin-gold-plans';
import { adminGoldPlansRoutes } from './gold-plans/admin-gold-plans.routes';
import { createAdminAppointmentsService } from './appointments/admin-appointments';
import { adminAppointmentsRoutes } from './appointments/admin-appointments.routes';
import { createPeopleService } from './people/admin-people';
import { adminPeopleRoutes } from './people/admin-people.routes';
import { createMediaService } from './media/admin-media';
import { adminMediaRoutes } from './media/admin-media.routes';
import { createMetalRatesService } from './metal-rates/admin-metal-rates';
import { adminMetalRatesRoutes } from './metal-rates/admin-metal-rates.routes';
import { adminOrdersRoutes } from './orders/admin-orders.routes';
import { adminProductsRoutes } from './products/admin-products.routes';
import { createStoreSettingsService } from './settings/admin-store-settings';
import { adminStoreSettingsRoutes } from './settings/admin-store-settings.routes';
import { createAdminProductsService } from './products/admin-products.service';
import { createAdminVariantsService } from './products/admin-variants';
import { adminVariantsRoutes } from './products/admin-variants.routes';
import { createAdminCertificatesService } from './products/admin-certificates';
import { adminCertificatesRoutes } from './products/admin-certificates.routes';
import { createAdminCategoriesService } from './categories/admin-categories';
import { adminCategoriesRoutes } from './categories/admin-categories.routes';
import { createAdminBrandsService } from './brands/admin-brands';
import { adminBrandsRoutes } from './brands/admin-brands.routes';
import { createAdminBannersService } from './banners/admin-banners';
import { adminBannersRoutes } from './banners/admin-banners.routes';
import { createCatalogueChanged } from './catalogue-writes';

/** Where the staff side's API lives; every route under it is for staff only. */
export const ADMIN_PREFIX = '/api/admin';

export interface AdminModuleOptions {
  db: Database;
  cipher: DataCipher;
  productChanged: ProductChanged;
  orders: OrdersService;
  /**
   * The public answer cache: a change of metal rates or settings clears it (every breakup shows
   * the rate); the other instances hear of it with the reload (settings/store-changes.ts).
   */
  publicCache: ResponseCache<unknown>;
  /** Every other write's drops of public answers, here and on the other instances. */
  drops: AnswerDrops;
  /** Wishlist alerts are mail jobs written in the change's transaction. */
  mailer: MailSender;
  /** The store's address as the request shows it, for links in mails. */
  storeOrigin: string;
  /** Ends sessions in this process at once (a disabled account's). */
  forgetSessions: (sessionIds: readonly string[]) => void;
}

/**
 * The staff side's API (docs/decisions.md, "Staff"). The guard is this scope's own hook, so
 * no route registered here can be reached without it: a guest is answered 401, a customer 403,
 * before the request is read any further.
 */
export async function adminModule(app: FastifyInstance, { db, cipher, productChanged, orders, publicCache, drops, mailer, storeOrigin, forgetSessions }: AdminModuleOptions) {
  await app.register(
    async (admin) => {
      // On the request's arrival (after the auth plugin read its token): no body is read for a guest or a customer.
      admin.addHook('onRequest', admin.requireAdmin);
      const alerts = { mailer, log: app.log };
      await admin.register(adminProductsRoutes, { products: createAdminProductsService(db, { productChanged, ...alerts }), storeOrigin });
      await admin.register(adminVariantsRoutes, { variants: createAdminVariantsService(db, { productChanged, ...alerts }), storeOrigin });
      await admin.register(adminCertificatesRoutes, { certificates: createAdminCertificatesService(db, { productChanged }) });
      await admin.register(adminOrdersRoutes, { db, cipher, orders, invoices: createInvoicesService(db, { cipher }) });
      await admin.register(adminDashboardRoutes, { db });
      await admin.register(adminAuditRoutes, { db });
      await admin.register(adminJobsRoutes, { jobs: createAdminJobsService(db) });
      await admin.register(adminPeopleRoutes, { people: createPeopleService(db, { cipher, forgetSessions }) });
      await admin.register(adminMediaRoutes, { media: createMediaService(db) });
      await admin.register(adminCouponsRoutes, { coupons: createAdminCouponsService(db, { drops }) });
      await admin.register(adminGoldPlansRoutes, { goldPlans: createAdminGoldPlansService(db, { drops }), enrolments: createAdminGoldPlanEnrolmentsService(db, { cipher }) });
      await admin.register(adminAppointmentsRoutes, { appointments: createAdminAppointmentsService(db, { cipher }) });
      await admin.register(adminMetalRatesRoutes, { rates: createMetalRatesService(db, { publicCache, ...alerts }), storeOrigin });
      await admin.register(adminStoreSettingsRoutes, { settings: createStoreSettingsService(db, { publicCache, ...alerts }), storeOrigin });
      const catalogueChanged = createCatalogueChanged(drops);
      await admin.register(adminCategoriesRoutes, { categories: createAdminCategoriesService(db, catalogueChanged) });
      await admin.register(adminBrandsRoutes, { brands: createAdminBrandsService(db, catalogueChanged) });
      await admin.register(adminBannersRoutes, { banners: createAdminBannersService(db, { drops }) });
      await admin.register(adminContentRoutes, { db, drops });
    },
    { prefix: ADMIN_PREFIX },
  );
}
