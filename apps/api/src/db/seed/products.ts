import { ankletProducts } from './products-anklets';
import { bangleProducts } from './products-bangles';
import { braceletProducts } from './products-bracelets';
import { earringProducts } from './products-earrings';
import { mangalsutraProducts } from './products-mangalsutra';
import { necklaceProducts } from './products-necklaces';
import { nosePinProducts } from './products-nose-pins';
import { ringProducts } from './products-rings';
import { setProducts } from './products-sets';
import type { SeedProduct } from './seed-types';

/** The whole demo catalogue, in category order. */
export const seedProducts: SeedProduct[] = [
  ...necklaceProducts,
  ...earringProducts,
  ...ringProducts,
  ...braceletProducts,
  ...bangleProducts,
  ...setProducts,
  ...ankletProducts,
  ...mangalsutraProducts,
  ...nosePinProducts,
];
