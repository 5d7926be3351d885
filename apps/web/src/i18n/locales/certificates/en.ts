/**
 * Certificates in English: the product page's section and the verify pages (/certificate and
 * /certificate/{number}). Loaded with them (bundles/certificates.ts); other languages must have
 * every key.
 */
export const certificatesEn = {
  certificates: {
    title: 'Certificates',
    lead: 'The certificates that come with this piece: open each report, or check its number with us.',
    verifyAny: 'Verify a certificate by its number',
    labs: {
      IGI: 'International Gemological Institute',
      GIA: 'Gemological Institute of America',
      SGL: 'Solitaire Gemmological Laboratories',
      BIS: 'Bureau of Indian Standards hallmark',
    },
    number: 'Certificate number',
    issuedOn: 'Issued on',
    details: {
      stone: 'Stone',
      shape: 'Shape',
      carat: 'Carat weight',
      colour: 'Colour',
      clarity: 'Clarity',
      cut: 'Cut',
    },
    carat: '{{carat}} ct',
    viewPdf: 'View certificate (PDF)',
    newTab: 'opens in a new tab',
    noPdf: 'The lab\'s PDF is not online yet: ask us for a copy.',
    verify: 'Verify',
    verifyLabel: 'Verify certificate {{number}}',
    sample: 'Sample certificate: demo data, not issued by the lab.',
    form: {
      title: 'Verify a certificate',
      lead: 'Type the number printed on the certificate that came with your jewellery, a lab report or a hallmark certificate, to see the certificate we keep and the piece it belongs to.',
      hint: 'As printed, such as IGI-600100200. Capital or small letters, either will do.',
      submit: 'Verify',
      whereTitle: 'Where is the number?',
      where: 'At the top of the lab\'s report, beside the lab\'s name and the date it was issued.',
    },
    result: {
      eyebrow: 'Certificate verified',
      found: 'This certificate is on our records and belongs to the piece shown here.',
      piece: 'The piece',
      viewPiece: 'View the piece',
      another: 'Verify another certificate',
      notFoundText: 'Check the number on your certificate and type it again. If it still cannot be found, write to us and we will look it up.',
      contact: 'Contact us',
      loadFailed: 'The certificate could not be loaded just now.',
      loading: 'Loading the certificate',
    },
  },
};

type Strings<T> = T extends string ? string : { [K in keyof T]: Strings<T[K]> };
/** Every language has every certificate string (the page-area test checks the keys match). */
export type CertificatesStrings = Strings<typeof certificatesEn>;
