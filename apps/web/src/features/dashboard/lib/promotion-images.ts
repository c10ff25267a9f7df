/**
 * Promotion images (spec §3 "Promotion: image (a file name resolved to a bundled asset)"): the server names
 * a file, and the web app bundles the file. An unknown name gives no image rather than a broken one.
 */
import promotionCallUrl from '../../../assets/promotions/promotion-call.svg';

const byFileName: Record<string, string> = {
  'promotion-call.svg': promotionCallUrl,
};

/**
 * The bundled URL of a promotion's image.
 *
 * @param fileName the promotion's `image`, e.g. `promotion-call.svg`
 * @returns the asset URL, or undefined when no such image is bundled
 */
export function promotionImageFor(fileName: string | null | undefined): string | undefined {
  if (!fileName) return undefined;
  return Object.hasOwn(byFileName, fileName) ? byFileName[fileName] : undefined;
}
