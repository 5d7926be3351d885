import type { CartEngravingStrings } from './en';

/** The cart line's engraving editor in Telugu. */
export const cartEngravingTe: CartEngravingStrings = {
  cartEngraving: {
    add: 'చెక్కడం జోడించండి',
    edit: 'చెక్కడం మార్చండి',
    save: 'సేవ్ చేయండి',
    cancel: 'రద్దు చేయండి',
    remove: 'చెక్కడం తీసివేయండి',
    saved: 'చెక్కడం సేవ్ అయింది',
    removed: 'చెక్కడం తీసివేయబడింది',
    joined: 'ఇదే చెక్కడంతో ఇదే ఆభరణం ఇప్పటికే మీ కార్ట్‌లో ఉంది: ఇప్పుడు రెండూ ఒకే వరుసలో ఉన్నాయి.',
    joinedPlain: 'చెక్కడం లేని ఇదే ఆభరణం ఇప్పటికే మీ కార్ట్‌లో ఉంది: ఇప్పుడు రెండూ ఒకే వరుసలో ఉన్నాయి.',
  },
};
