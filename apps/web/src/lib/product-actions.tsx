import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { ProductCardData } from '@aabhushan/shared/schemas/product-card';

/** Where a shopping button sits: the home page asks guests 'Please login to continue' (spec B section 2). */
export type ShoppingPlace = 'home' | 'listing' | 'quick-view' | 'detail';

/** The buttons read the piece's id and name: a card's compact product is enough (a full one is too). */
type ActionProduct = Pick<ProductCardData, '_id' | 'name'>;

export interface AddToCartSlotProps {
  product: ActionProduct;
  place: ShoppingPlace;
  /** The product page's chosen quantity and variant; cards add 1 of the piece itself. */
  quantity?: number;
  variantId?: string | null;
  /** Sold out (for the chosen variant on the product page). */
  soldOut?: boolean;
  /** The product page's engraving text; blank for none. */
  engraving?: string;
}

export interface WishlistSlotProps {
  product: ActionProduct;
  place: ShoppingPlace;
  /** 'icon' over a card image; 'full' a labelled button beside Add to Cart. */
  look: 'icon' | 'full';
}

export interface ProductActionSlots {
  AddToCart: ComponentType<AddToCartSlotProps> | null;
  WishlistToggle: ComponentType<WishlistSlotProps> | null;
}

const ProductActionsContext = createContext<ProductActionSlots>({ AddToCart: null, WishlistToggle: null });

/**
 * Cart and wishlist buttons reach the catalogue's cards and pages through this slot, so the
 * catalogue never imports those features: the app composes them (docs/architecture.md, imports).
 */
export function ProductActionsProvider({ slots, children }: { slots: ProductActionSlots; children: ReactNode }) {
  return <ProductActionsContext.Provider value={slots}>{children}</ProductActionsContext.Provider>;
}

export function useProductActions(): ProductActionSlots {
  return useContext(ProductActionsContext);
}
