import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PAGES, pathOf, type DrawnPageId, type PageId, type PageRoute } from '@aabhushan/shared/pages/page-manifest';
import { partsLoading } from '../lib/hydrate-when-near';
import { AppShell } from '../shell/app-shell';
import { RedirectKeepQuery } from './redirect-keep-query';
import { RouteError } from './route-error';
import { ShellLoading } from './shell-loading';

/**
 * A lazy route's loader: the page module's component by its export name. One helper rather than
 * a wrapper per page keeps the route table, which the first view loads, small.
 */
function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): () => Promise<{ Component: Module[Name] }> {
  return async () => {
    const module = await load();
    // A page drawn here, not hydrated: the parts it keeps for later are drawn with it (lib/hydrate-when-near.tsx).
    await partsLoading();
    return { Component: module[name] };
  };
}

const homePage = lazyPage(() => import('./pages/home/home-page'), 'HomePage');
const productsPage = lazyPage(() => import('./pages/products/products-page'), 'ProductsPage');
const categoriesPage = lazyPage(() => import('./pages/categories/categories-page'), 'CategoriesPage');
const productDetailPage = lazyPage(() => import('./pages/product-detail/product-detail-page'), 'ProductDetailPage');
const loginPage = lazyPage(() => import('./pages/login/login-page'), 'LoginPage');
const signupPage = lazyPage(() => import('./pages/signup/signup-page'), 'SignupPage');
const forgotPasswordPage = lazyPage(() => import('./pages/forgot-password/forgot-password-page'), 'ForgotPasswordPage');
const resetPasswordPage = lazyPage(() => import('./pages/reset-password/reset-password-page'), 'ResetPasswordPage');
const accessDeniedPage = lazyPage(() => import('./pages/access-denied/access-denied-page'), 'AccessDeniedPage');
const profilePage = lazyPage(() => import('./pages/profile/profile-page'), 'ProfilePage');
const ordersRedirect = lazyPage(() => import('./pages/profile/orders-redirect'), 'OrdersRedirect');
const orderDetailPage = lazyPage(() => import('./pages/orders/order-detail-page'), 'OrderDetailPage');
const trackOrderPage = lazyPage(() => import('./pages/track-order/track-order-page'), 'TrackOrderPage');
const cartPage = lazyPage(() => import('./pages/cart/cart-page'), 'CartPage');
const checkoutPage = lazyPage(() => import('./pages/checkout/checkout-page'), 'CheckoutPage');
const orderConfirmationPage = lazyPage(() => import('./pages/order-confirmation/order-confirmation-page'), 'OrderConfirmationPage');
// One chunk for the wishlist and the wishlists others share: one import here keeps the first view's route table small.
const wishlistPages = () => import('./pages/wishlist/wishlist-page');
const wishlistPage = lazyPage(wishlistPages, 'WishlistPage');
const sharedWishlistPage = lazyPage(wishlistPages, 'SharedWishlistPage');
const couponsPage = lazyPage(() => import('./pages/coupons/coupons-page'), 'CouponsPage');
const contentPage = lazyPage(() => import('./pages/content-page/content-page'), 'ContentPage');
const aboutPage = lazyPage(() => import('./pages/about/about-page'), 'AboutPage');
const contactPage = lazyPage(() => import('./pages/contact/contact-page'), 'ContactPage');
const blogPage = lazyPage(() => import('./pages/blog/blog-page'), 'BlogPage');
const blogPostPage = lazyPage(() => import('./pages/blog/blog-post-page'), 'BlogPostPage');
const faqPage = lazyPage(() => import('./pages/faq/faq-page'), 'FaqPage');
const testimonialsPage = lazyPage(() => import('./pages/testimonials/testimonials-page'), 'TestimonialsPage');
const allTestimonialsPage = lazyPage(() => import('./pages/testimonials/testimonials-page'), 'AllTestimonialsPage');
const teamPage = lazyPage(() => import('./pages/team/team-page'), 'TeamPage');
const storeLocatorPage = lazyPage(() => import('./pages/store-locator/store-locator-page'), 'StoreLocatorPage');
const ringSizePage = lazyPage(() => import('./pages/ring-size/ring-size-page'), 'RingSizePage');
const oldGoldPage = lazyPage(() => import('./pages/old-gold/old-gold-page'), 'OldGoldPage');
const goldPlanPage = lazyPage(() => import('./pages/gold-plan/gold-plan-page'), 'GoldPlanPage');
// One chunk for booking and a video call's link page.
const appointmentPages = () => import('./pages/appointments/appointments-page');
const appointmentsPage = lazyPage(appointmentPages, 'AppointmentsPage');
const videoCallPage = lazyPage(appointmentPages, 'VideoCallPage');
// One chunk for verifying a certificate: the form and one certificate by its number.
const certificatePages = () => import('./pages/certificate/certificate-pages');
const certificatePage = lazyPage(certificatePages, 'CertificatePage');
const certificateNumberPage = lazyPage(certificatePages, 'CertificateNumberPage');
const brandPage = lazyPage(() => import('./pages/brand/brand-page'), 'BrandPage');
const offersPage = lazyPage(() => import('./pages/offers/offers-page'), 'OffersPage');
const socialPage = lazyPage(() => import('./pages/social/social-page'), 'SocialPage');
const notFoundPage = lazyPage(() => import('./pages/not-found/not-found-page'), 'NotFoundPage');

type LazyPage = () => Promise<{ Component: ComponentType }>;

/** Each page's component by its id in the page manifest (packages/shared/src/pages/page-manifest.ts). */
const PAGE_COMPONENTS: Record<DrawnPageId, LazyPage> = {
  home: homePage,
  products: productsPage,
  categories: categoriesPage,
  product: productDetailPage,
  'product-detail-query': productDetailPage,
  'product-detail': productDetailPage,
  login: loginPage,
  signup: signupPage,
  'forgot-password': forgotPasswordPage,
  'reset-password': resetPasswordPage,
  'access-denied': accessDeniedPage,
  profile: profilePage,
  orders: ordersRedirect,
  order: orderDetailPage,
  'track-order': trackOrderPage,
  cart: cartPage,
  checkout: checkoutPage,
  'order-confirmation': orderConfirmationPage,
  wishlist: wishlistPage,
  'shared-wishlist': sharedWishlistPage,
  coupons: couponsPage,
  policy: contentPage,
  about: aboutPage,
  contact: contactPage,
  blog: blogPage,
  'blog-post': blogPostPage,
  faq: faqPage,
  testimonial: testimonialsPage,
  'all-testimonial': allTestimonialsPage,
  team: teamPage,
  'store-locator': storeLocatorPage,
  'ring-size-guide': ringSizePage,
  'old-gold': oldGoldPage,
  'gold-plan': goldPlanPage,
  appointments: appointmentsPage,
  'appointment-video': videoCallPage,
  certificate: certificatePage,
  'certificate-number': certificateNumberPage,
  brand: brandPage,
  offer: offersPage,
  offers: offersPage,
  social: socialPage,
};

/** The manifest's pages: redirects keep the query (`/` -> /home, /shop and /collections -> /products). */
const pageRoutes: RouteObject[] = (Object.keys(PAGES) as PageId[]).map((id) => {
  const { redirect }: PageRoute = PAGES[id];
  const path = pathOf(id).slice(1);
  if (redirect) {
    const element = <RedirectKeepQuery to={redirect} />;
    return path ? { path, element } : { index: true, element };
  }
  return { path, lazy: PAGE_COMPONENTS[id as DrawnPageId] };
});

/**
 * The route table: the page manifest's pages, and a real not-found page for anything else
 * (no silent redirect home).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    hydrateFallbackElement: <ShellLoading />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...pageRoutes,
          { path: '*', lazy: notFoundPage },
        ],
      },
    ],
  },
];
