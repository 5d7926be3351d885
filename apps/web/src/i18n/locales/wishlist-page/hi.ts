import type { WishlistPageStrings } from './en';

/** The wishlist page's later strings in Hindi. */
export const wishlistPageHi: WishlistPageStrings = {
  wishlistPage: {
    clear: 'विशलिस्ट खाली करें',
    confirmClear: 'अपनी विशलिस्ट से सभी आभूषण हटाएँ? यह वापस नहीं होगा।',
    keep: 'रहने दें',
    cleared: 'आपकी विशलिस्ट अब खाली है',
    share: {
      preparing: 'आपका लिंक तैयार हो रहा है...',
      heading: 'आपकी विशलिस्ट साझा है',
      note: 'इस लिंक वाला कोई भी व्यक्ति आभूषण, उनकी कीमतें और आपका पहला नाम देख सकता है। आपके बारे में और कुछ नहीं दिखता।',
      linkLabel: 'आपकी विशलिस्ट का लिंक',
      copy: 'लिंक कॉपी करें',
      copied: 'लिंक कॉपी हो गया',
      stop: 'साझा करना बंद करें',
      stopping: 'बंद हो रहा है...',
      stopped: 'आपकी विशलिस्ट अब साझा नहीं है: पुराना लिंक अब नहीं खुलेगा।',
      failed: 'आपका लिंक तैयार नहीं हो सका। कृपया फिर से कोशिश करें।',
      stopFailed: 'साझा करना बंद नहीं हो सका। कृपया फिर से कोशिश करें।',
      views: 'लिंक खोला गया: {{count}}',
      shares: 'कितनी बार साझा किया: {{count}}',
      sheetTitle: 'मेरी Aabhushan विशलिस्ट',
      sheetText: 'Aabhushan पर मेरे पसंदीदा गहने',
    },
    shared: {
      eyebrow: 'आपके साथ साझा की गई',
      title: '{{name}} की विशलिस्ट',
      untitled: 'एक साझा विशलिस्ट',
      lead: '{{name}} ने Aabhushan पर ये गहने सहेजे हैं। इनमें से कोई भी अपने बैग में डालें।',
      pieces: 'इस विशलिस्ट के आभूषण',
      empty: 'अभी यहाँ कुछ नहीं है',
      emptyText: 'इस विशलिस्ट में अभी कोई आभूषण नहीं सहेजा गया है।',
      notFound: 'यह विशलिस्ट लिंक नहीं खुलता',
      notFoundText: 'हो सकता है लिंक अधूरा हो, या इसके मालिक ने इसे साझा करना बंद कर दिया हो।',
      browse: 'संग्रह देखें',
      loadFailed: 'विशलिस्ट लोड नहीं हो सकी।',
    },
  },
};
