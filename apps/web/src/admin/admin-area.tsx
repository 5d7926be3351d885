import { Navigate, useLocation, useParams } from 'react-router';
import { AccessDeniedPage } from '../app/pages/access-denied/access-denied-page';
import { ShellLoading } from '../app/shell-loading';
import { buildLoginUrl } from '../lib/session/return-url';
import { useSession } from '../lib/session/use-session';
import { AdminLayout } from './admin-layout';
import { DashboardPage } from './dashboard/dashboard-page';
import { OrderPage } from './orders/order-page';
import { OrdersPage } from './orders/orders-page';
import { ProductEditorPage } from './products/product-editor-page';
import { ProductsPage } from './products/products-page';
import { MetalRatesPage } from './rates/metal-rates-page';
import { StoreSettingsPage } from './settings/store-settings-page';
import { JobsPage } from './jobs/jobs-page';
import { CustomersPage } from './people/customers-page';
import { EnquiriesPage } from './people/enquiries-page';
import { GoldPlansPage } from './gold-plans/gold-plans-page';
import { GoldPlanEditorPage } from './gold-plans/plan-editor-page';
import { GoldPlanPlansPage } from './gold-plans/plans-page';
import { AppointmentsPage } from './appointments/appointments-page';
import { CouponEditorPage } from './coupons/coupon-editor-page';
import { CouponsPage } from './coupons/coupons-page';
import { CategoriesPage } from './categories/categories-page';
import { CategoryEditorPage } from './categories/category-editor-page';
import { BrandsPage } from './brands/brands-page';
import { BrandEditorPage } from './brands/brand-editor-page';
import { BannersPage } from './banners/banners-page';
import { BannerEditorPage } from './banners/banner-editor-page';
import { contentPageAt } from './content/content-pages';

/**
 * The staff side at /admin (issue 13): its own part of the storefront, loaded only when a page
 * under /admin is opened. Staff sign in with the store's sign-in form; a customer sees the
 * access-denied page. The API guards every call again.
 */
export function AdminArea() {
  const { status, user } = useSession();
  const location = useLocation();
  const splat = useParams()['*'] ?? '';
  if (status === 'loading') return <ShellLoading />;
  if (status !== 'signed-in') return <Navigate to={buildLoginUrl(`${location.pathname}${location.search}`)} replace />;
  if (user?.roleType !== 'admin') return <AccessDeniedPage />;
  return <AdminLayout>{pageAt(splat)}</AdminLayout>;
}

/**
 * The page for the address under /admin. Matched here rather than with React Router's
 * <Routes>, which would add its code to the framework chunk every storefront page loads.
 */
function pageAt(path: string) {
  const [section = '', id, ...rest] = path.split('/').filter(Boolean);
  if (rest.length > 0) return <Navigate to="/admin" replace />;
  if (section === '' && id === undefined) return <DashboardPage />;
  if (section === 'products') return id === undefined ? <ProductsPage /> : <ProductEditorPage id={id === 'new' ? undefined : id} key={id} />;
  if (section === 'coupons') return id === undefined ? <CouponsPage /> : <CouponEditorPage id={id === 'new' ? undefined : id} key={id} />;
  if (section === 'categories') return id === undefined ? <CategoriesPage /> : <CategoryEditorPage id={id === 'new' ? undefined : id} key={id} />;
  if (section === 'brands') return id === undefined ? <BrandsPage /> : <BrandEditorPage id={id === 'new' ? undefined : id} key={id} />;
  if (section === 'banners') return id === undefined ? <BannersPage /> : <BannerEditorPage id={id === 'new' ? undefined : id} key={id} />;
  if (section === 'customers' && id === undefined) return <CustomersPage />;
  if (section === 'enquiries' && id === undefined) return <EnquiriesPage />;
  if (section === 'gold-plans') return goldPlansPageAt(id);
  if (section === 'appointments' && id === undefined) return <AppointmentsPage />;
  if (section === 'rates' && id === undefined) return <MetalRatesPage />;
  if (section === 'settings' && id === undefined) return <StoreSettingsPage />;
  if (section === 'jobs' && id === undefined) return <JobsPage />;
  if (section === 'orders') return id === undefined ? <OrdersPage /> : <OrderPage id={id} key={id} />;
  const content = contentPageAt(section, id);
  if (content) return content;
  return <Navigate to="/admin" replace />;
}

/** /admin/gold-plans: enrolments; /plans: the plans; /new and /{id}: a plan's form. */
function goldPlansPageAt(id: string | undefined) {
  if (id === undefined) return <GoldPlansPage />;
  if (id === 'plans') return <GoldPlanPlansPage />;
  return <GoldPlanEditorPage id={id === 'new' ? undefined : id} key={id} />;
}
