import type { CartEngravingStrings } from './en';

/** The cart line's engraving editor in Tamil. */
export const cartEngravingTa: CartEngravingStrings = {
  cartEngraving: {
    add: 'பொறிப்பைச் சேர்',
    edit: 'பொறிப்பை மாற்று',
    save: 'சேமி',
    cancel: 'ரத்துசெய்',
    remove: 'பொறிப்பை நீக்கு',
    saved: 'பொறிப்பு சேமிக்கப்பட்டது',
    removed: 'பொறிப்பு நீக்கப்பட்டது',
    joined: 'இதே பொறிப்புடன் இதே நகை ஏற்கெனவே உங்கள் கூடையில் இருந்தது: இப்போது இரண்டும் ஒரே வரியில் உள்ளன.',
    joinedPlain: 'பொறிப்பு இல்லாமல் இதே நகை ஏற்கெனவே உங்கள் கூடையில் இருந்தது: இப்போது இரண்டும் ஒரே வரியில் உள்ளன.',
  },
};
