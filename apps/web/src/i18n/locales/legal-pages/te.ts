import type { LegalPagesMessages } from './en';

export const legalPagesTe: LegalPagesMessages = {
  legal: {
    eyebrow: 'విధానాలు',
    updated: 'చివరిగా నవీకరించినది {{date}}',
    contents: 'విషయసూచిక',
    englishOnly: 'ఈ చట్టపరమైన పాఠం ఆంగ్లంలో మాత్రమే ఉంది.',
    loadFailed: 'ఈ పేజీని లోడ్ చేయలేకపోయాము. దయచేసి మళ్లీ ప్రయత్నించండి.',
    privacy: {
      description: 'Aabhushan ఏ వ్యక్తిగత సమాచారాన్ని సేకరిస్తుంది, ఎందుకు, ఎంతకాలం ఉంచుతుంది, మీ హక్కులు.',
      sections: {
        intro: 'మేము ఎవరు',
        collect: 'మేము సేకరించేవి',
        cookies: 'మీ పరికరంలో కుకీలు మరియు నిల్వ',
        use: 'ఎందుకు ఉపయోగిస్తాము',
        share: 'ఎవరితో పంచుకుంటాము',
        retention: 'ఎంతకాలం ఉంచుతాము',
        security: 'ఎలా రక్షిస్తాము',
        rights: 'మీ హక్కులు',
        children: 'పిల్లలు',
        changes: 'ఈ విధానంలో మార్పులు',
        contact: 'సంప్రదింపు మరియు ఫిర్యాదులు',
      },
    },
    terms: {
      description: 'Aabhushan లో కొనుగోలు నిబంధనలు: ధరలు, ఆర్డర్లు, చెల్లింపు, షిప్పింగ్ మరియు రిటర్న్‌లు.',
      sections: {
        intro: 'ఈ నిబంధనల గురించి',
        account: 'మీ ఖాతా',
        products: 'మా ఆభరణాలు',
        prices: 'ధరలు మరియు GST',
        orders: 'ఆర్డర్లు మరియు చెల్లింపు',
        shipping: 'షిప్పింగ్',
        returns: 'రద్దు, రిటర్న్‌లు మరియు రీఫండ్‌లు',
        reviews: 'సమీక్షలు',
        ip: 'మా డిజైన్లు మరియు కంటెంట్',
        liability: 'మా బాధ్యత',
        law: 'వర్తించే చట్టం',
        contact: 'సంప్రదింపు మరియు ఫిర్యాదులు',
      },
    },
  },
};
