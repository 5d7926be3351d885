import type { RouteObject } from 'react-router';
import { REDIRECTS } from '@aabhushan/shared/routes';
import { AppShell } from '../shell/app-shell';
import { RedirectKeepQuery } from './redirect-keep-query';
import { RouteError } from './route-error';
import { ShellLoading } from './shell-loading';

const homePage = async () => ({ Component: (await import('./pages/home/home-page')).HomePage });
const productsPage = async () => ({ Component: (await import('./pages/products/products-page')).ProductsPage });
const categoriesPage = async () => ({ Component: (await import('./pages/categories/categories-page')).CategoriesPage });
const productDetailPage = async () => ({
  Component: (await import('./pages/product-detail/product-detail-page')).ProductDetailPage,
});
const loginPage = async () => ({ Component: (await import('./pages/login/login-page')).LoginPage });
const signupPage = async () => ({ Component: (await import('./pages/signup/signup-page')).SignupPage });
const forgotPasswordPage = async () => ({
  Component: (await import('./pages/forgot-password/forgot-password-page')).ForgotPasswordPage,
});
const resetPasswordPage = async () => ({
  Component: (await import('./pages/reset-password/reset-password-page')).ResetPasswordPage,
});
const accessDeniedPage = async () => ({
  Component: (await import('./pages/access-denied/access-denied-page')).AccessDeniedPage,
});
const profilePage = async () => ({ Component: (await import('./pages/profile/profile-page')).ProfilePage });
const ordersRedirect = async () => ({ Component: (await import('./pages/profile/orders-redirect')).OrdersRedirect });
const orderDetailPage = async () => ({ Component: (await import('./pages/orders/order-detail-page')).OrderDetailPage });
const trackOrderPage = async () => ({ Component: (await import('./pages/track-order/track-order-page')).TrackOrderPage });
const cartPage = async () => ({ Component: (await import('./pages/cart/cart-page')).CartPage });
const checkoutPage = async () => ({ Component: (await import('./pages/checkout/checkout-page')).CheckoutPage });
const orderConfirmationPage = async () => ({
  Component: (await import('./pages/order-confirmation/order-confirmation-page')).OrderConfirmationPage,
});
// One chunk for the wishlist and the wishlists others share: one import here keeps the first view's route table small.
const wishlistPages = () => import('./pages/wishlist/wishlist-page');
const wishlistPage = async () => ({ Component: (await wishlistPages()).WishlistPage });
const sharedWishlistPage = async () => ({ Component: (await wishlistPages()).SharedWishlistPage });
const couponsPage = async () => ({ Component: (await import('./pages/coupons/coupons-page')).CouponsPage });
const contentPage = async () => ({ Component: (await import('./pages/content-page/content-page')).ContentPage });
const aboutPage = async () => ({ Component: (await import('./pages/about/about-page')).AboutPage });
const contactPage = async () => ({ Component: (await import('./pages/contact/contact-page')).ContactPage });
const blogPage = async () => ({ Component: (await import('./pages/blog/blog-page')).BlogPage });
const blogPostPage = async () => ({ Component: (await import('./pages/blog/blog-post-page')).BlogPostPage });
const faqPage = async () => ({ Component: (await import('./pages/faq/faq-page')).FaqPage });
const testimonialsPage = async () => ({ Component: (await import('./pages/testimonials/testimonials-page')).TestimonialsPage });
const allTestimonialsPage = async () => ({ Component: (await import('./pages/testimonials/testimonials-page')).AllTestimonialsPage });
const teamPage = async () => ({ Component: (await import('./pages/team/team-page')).TeamPage });
const storeLocatorPage = async () => ({ Component: (await import('./pages/store-locator/store-locator-page')).StoreLocatorPage });
const ringSizePage = async () => ({ Component: (await import('./pages/ring-size/ring-size-page')).RingSizePage });
const brandPage = async () => ({ Component: (await import('./pages/brand/brand-page')).BrandPage });
const offersPage = async () => ({ Component: (await import('./pages/offers/offers-page')).OffersPage });
const socialPage = async () => ({ Component: (await import('./pages/social/social-page')).SocialPage });
const notFoundPage = async () => ({ Component: (await import('./pages/not-found/not-found-page')).NotFoundPage });

/** The shared redirects (`/` -> /home, /shop and /collections -> /products), keeping the query. */
const redirectRoutes: RouteObject[] = Object.entries(REDIRECTS).map(([from, to]) =>
  from === '/'
    ? { index: true, element: <RedirectKeepQuery to={to} /> }
    : { path: from.slice(1), element: <RedirectKeepQuery to={to} /> },
);

/**
 * The route table (spec A section 2 with DECISIONS section 4), pages built so far:
 * `/` -> /home; /shop and /collections -> /products keeping the query; three paths for the
 * product page; a real not-found page for anything else (no silent redirect home).
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
          ...redirectRoutes,
          { path: 'home', lazy: homePage },
          { path: 'products', lazy: productsPage },
          { path: 'categories', lazy: categoriesPage },
          { path: 'product/:slug', lazy: productDetailPage },
          { path: 'product-detail', lazy: productDetailPage },
          { path: 'product-detail/:slug', lazy: productDetailPage },
          { path: 'login', lazy: loginPage },
          { path: 'signup', lazy: signupPage },
          { path: 'forgot-password', lazy: forgotPasswordPage },
          { path: 'reset-password', lazy: resetPasswordPage },
          { path: 'access-denied', lazy: accessDeniedPage },
          { path: 'profile', lazy: profilePage },
          { path: 'orders', lazy: ordersRedirect },
          { path: 'orders/:id', lazy: orderDetailPage },
          { path: 'track-order', lazy: trackOrderPage },
          { path: 'cart', lazy: cartPage },
          { path: 'checkout', lazy: checkoutPage },
          { path: 'order-confirmation', lazy: orderConfirmationPage },
          { path: 'wishlist', lazy: wishlistPage },
          { path: 'wishlist/shared/:token', lazy: sharedWishlistPage },
          { path: 'coupons', lazy: couponsPage },
          { path: 'page/:slug', lazy: contentPage },
          { path: 'about', lazy: aboutPage },
          { path: 'contact', lazy: contactPage },
          { path: 'blog', lazy: blogPage },
          { path: 'blog/:slug', lazy: blogPostPage },
          { path: 'faq', lazy: faqPage },
          { path: 'testimonial', lazy: testimonialsPage },
          { path: 'all-testimonial', lazy: allTestimonialsPage },
          { path: 'team', lazy: teamPage },
          { path: 'store-locator', lazy: storeLocatorPage },
          { path: 'ring-size-guide', lazy: ringSizePage },
          { path: 'brand', lazy: brandPage },
          { path: 'offer', lazy: offersPage },
          { path: 'offers', lazy: offersPage },
          { path: 'social', lazy: socialPage },
          { path: '*', lazy: notFoundPage },
        ],
      },
    ],
  },
];
