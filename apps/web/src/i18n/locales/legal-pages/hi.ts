import type { LegalPagesMessages } from './en';

export const legalPagesHi: LegalPagesMessages = {
  legal: {
    eyebrow: 'नीतियाँ',
    updated: 'अंतिम अद्यतन {{date}}',
    contents: 'विषय-सूची',
    englishOnly: 'यह कानूनी पाठ केवल अंग्रेज़ी में उपलब्ध है।',
    loadFailed: 'यह पेज लोड नहीं हो सका। कृपया फिर से कोशिश करें।',
    privacy: {
      description: 'Aabhushan कौन-सा निजी डेटा लेता है, क्यों, कितने समय तक रखता है और आपके अधिकार।',
      sections: {
        intro: 'हम कौन हैं',
        collect: 'हम क्या जानकारी लेते हैं',
        cookies: 'आपके डिवाइस पर कुकी और स्टोरेज',
        use: 'हम इसका उपयोग क्यों करते हैं',
        share: 'हम इसे किसके साथ साझा करते हैं',
        retention: 'हम इसे कितने समय तक रखते हैं',
        security: 'हम इसकी सुरक्षा कैसे करते हैं',
        rights: 'आपके अधिकार',
        children: 'बच्चे',
        changes: 'इस नीति में बदलाव',
        contact: 'संपर्क और शिकायत',
      },
    },
    terms: {
      description: 'Aabhushan से ख़रीदारी की शर्तें: कीमतें, ऑर्डर, भुगतान, शिपिंग और वापसी।',
      sections: {
        intro: 'इन शर्तों के बारे में',
        account: 'आपका खाता',
        products: 'हमारे आभूषण',
        prices: 'कीमतें और GST',
        orders: 'ऑर्डर और भुगतान',
        shipping: 'शिपिंग',
        returns: 'रद्द करना, वापसी और रिफ़ंड',
        reviews: 'समीक्षाएँ',
        ip: 'हमारे डिज़ाइन और सामग्री',
        liability: 'हमारी ज़िम्मेदारी',
        law: 'लागू क़ानून',
        contact: 'संपर्क और शिकायत',
      },
    },
  },
};
