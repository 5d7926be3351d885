/**
 * The version of the terms of use a customer accepts at sign-up: the day the terms last changed.
 * The terms page shows it as its "last updated" date and each account records it with the time
 * of acceptance. Change it whenever the terms' text changes.
 */
export const TERMS_VERSION = '2026-01-05';
