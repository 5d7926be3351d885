import { AddToCartButton } from '../features/cart/components/add-to-cart-button';
import { WishlistToggle } from '../features/wishlist/components/wishlist-toggle';
import type { ProductActionSlots } from '../lib/product-actions';

/** The cart and wishlist buttons the catalogue's cards and quick view show (composed here, docs/architecture.md). */
export const PRODUCT_ACTION_SLOTS: ProductActionSlots = { AddToCart: AddToCartButton, WishlistToggle };
