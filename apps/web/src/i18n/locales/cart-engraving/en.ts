/**
 * The cart line's engraving editor, in English. Loaded with the editor (bundles/cart-engraving.ts),
 * so the first view does not carry it; the field's label, count, hint and return rule are the
 * product page's (`product.engraving.*`). Other languages must have every key.
 */
export const cartEngravingEn = {
  cartEngraving: {
    add: 'Add engraving',
    edit: 'Edit engraving',
    save: 'Save',
    cancel: 'Cancel',
    remove: 'Remove engraving',
    saved: 'Engraving saved',
    removed: 'Engraving removed',
    joined: 'The same piece with this engraving was already in your cart: they are now one line.',
    joinedPlain: 'The same piece without engraving was already in your cart: they are now one line.',
  },
};

type Strings<T> = T extends string ? string : { [K in keyof T]: Strings<T[K]> };
export type CartEngravingStrings = Strings<typeof cartEngravingEn>;
