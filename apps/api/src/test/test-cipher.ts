import { createDataCipher } from '../lib/data-cipher';
import { TEST_DATA_KEY } from './database-templates';

/** The test apps' cipher (TEST_DATA_KEY): a test opens what the app sealed, or seals as the app would. */
export const testCipher = createDataCipher(TEST_DATA_KEY);
