import { codeOfMessage } from '@aabhushan/shared/refusals/catalogue';

/**
 * A reason inside a refusal ('Failed to process COD payment: <reason>') as the values that let a
 * client show it in its own language: the text, its code and the amount it names, if any.
 */
export function reasonValues(reason: string): [reason: string, reasonCode: string, amount: string] {
  const coded = codeOfMessage(reason);
  return [reason, coded?.code ?? '', String(coded?.values?.amount ?? '')];
}
