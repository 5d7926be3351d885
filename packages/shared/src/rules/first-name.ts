/**
 * The first word of a full name, for places that greet or name a shopper to someone else
 * ("Kavya's wishlist") without giving away the rest of the name. Empty for a blank name.
 */
export function getFirstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}
