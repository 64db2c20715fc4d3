import type { MailTexts } from './en';

/** Every sentence the server mails, in Marathi: the same keys as en.ts. */
export const mr: MailTexts = {
  hello: (name) => `नमस्कार ${name},`,
  open: (link) => `उघडा: ${link}`,
  noDetails: '(तपशील नाही)',
  customer: (contact) => `ग्राहक: ${contact}`,
  service: (name) => `सेवा: ${name}`,
  quantity: (quantity) => `संख्या: ${quantity}`,
  totalInclTax: (total) => `एकूण (करासह): ${total}`,
  modifications: (text) => `बदल: ${text}`,
  orderStatus: {
    Pending: 'प्रलंबित',
    Confirmed: 'निश्चित',
    'In Progress': 'काम सुरू आहे',
    Completed: 'पूर्ण',
    Cancelled: 'रद्द',
  },

  passwordReset: {
    subject: 'तुमचा कारागीर पासवर्ड रीसेट करा',
    intro:
      'तुमच्या कारागीर खात्याचा पासवर्ड रीसेट करण्याची विनंती आली आहे. नवीन पासवर्ड निवडण्यासाठी ही लिंक एका तासाच्या आत उघडा:',
    ignore: 'ही विनंती तुम्ही केली नसेल तर या ईमेलकडे दुर्लक्ष करा: तुमचा पासवर्ड बदलणार नाही.',
  },
  passwordSetup: {
    subject: 'तुमचा कारागीर पासवर्ड ठरवा',
    intro: 'वर्कशॉपने तुमच्यासाठी कारागीर खाते उघडले आहे. पासवर्ड निवडण्यासाठी ही लिंक 7 दिवसांच्या आत उघडा:',
    then: 'त्यानंतर याच ईमेल पत्त्याने लॉगिन करा.',
  },
  welcome: {
    subject: 'कारागीरमध्ये स्वागत आहे',
    intro: 'तुमचे कारागीर खाते तयार आहे. आता तुम्ही कोटेशन मागवू शकता, ऑर्डरचा मागोवा घेऊ शकता आणि ऑनलाइन पैसे भरू शकता:',
    thanks: 'आमची निवड केल्याबद्दल धन्यवाद.',
  },
  emailChange: {
    confirmSubject: 'तुमच्या नवीन कारागीर ईमेल पत्त्याची खात्री करा',
    confirmIntro:
      'तुम्ही हा पत्ता तुमच्या कारागीर खात्यासाठी वापरण्याची विनंती केली आहे. खात्री करण्यासाठी ही लिंक 24 तासांच्या आत उघडा:',
    confirmIgnore: 'ही विनंती तुम्ही केली नसेल तर या ईमेलकडे दुर्लक्ष करा: खात्याचा सध्याचा पत्ता कायम राहील.',
    noticeSubject: 'तुमचा कारागीर ईमेल पत्ता बदलणार आहे',
    noticeIntro: (newEmail) =>
      `तुमच्या कारागीर खात्यात लॉगिन केलेल्या कोणीतरी त्याचा ईमेल पत्ता ${newEmail} करण्याची विनंती केली आहे. त्या पत्त्यावर पाठवलेली लिंक उघडल्यानंतरच हा बदल होईल.`,
    noticeNotYou:
      "हे तुम्ही नसाल तर तुमचा पासवर्ड दुसऱ्या कोणाला माहीत आहे: लॉगिन पानावरील 'पासवर्ड विसरलात?' वापरून तो आत्ताच रीसेट करा; त्याने तुमच्या खात्यातून सर्वजण लॉगआउट होतील.",
  },
  credentialNotice: {
    when: (when) => `केव्हा: ${when} IST`,
    passwordSubject: 'तुमचा कारागीर पासवर्ड बदलला आहे',
    passwordByYou: 'तुमच्या कारागीर खात्याचा पासवर्ड तुमच्या प्रोफाइल पानावरून बदलला गेला.',
    passwordByAdmin: 'वर्कशॉपने तुमच्या कारागीर खात्याचा पासवर्ड बदलला.',
    passwordByLink: 'या पत्त्यावर पाठवलेल्या लिंकद्वारे तुमच्या कारागीर खात्यासाठी नवीन पासवर्ड ठरवला गेला.',
    emailSubject: 'तुमचा कारागीर ईमेल पत्ता बदलला आहे',
    emailByYou: (newEmail) =>
      `तुमच्या कारागीर खात्याचा ईमेल पत्ता बदलून ${newEmail} झाला आहे. या पत्त्याने आता त्या खात्यात लॉगिन करता येणार नाही.`,
    emailByAdmin: (newEmail) =>
      `वर्कशॉपने तुमच्या कारागीर खात्याचा ईमेल पत्ता बदलून ${newEmail} केला आहे. या पत्त्याने आता त्या खात्यात लॉगिन करता येणार नाही.`,
    mfaOnSubject: 'तुमच्या कारागीर खात्यासाठी द्वि-स्तरीय प्रमाणीकरण सुरू झाले आहे',
    mfaOn: 'तुमच्या कारागीर खात्यासाठी द्वि-स्तरीय प्रमाणीकरण सुरू केले गेले: आता लॉगिन करताना ऑथेंटिकेटर ॲपमधील कोडही लागेल.',
    mfaOffSubject: 'तुमच्या कारागीर खात्यासाठी द्वि-स्तरीय प्रमाणीकरण बंद झाले आहे',
    mfaOff: 'तुमच्या कारागीर खात्यासाठी द्वि-स्तरीय प्रमाणीकरण बंद केले गेले: आता लॉगिनसाठी फक्त पासवर्ड लागेल.',
    notYou:
      "हे तुम्ही केले नसेल तर लॉगिन पानावरील 'पासवर्ड विसरलात?' वापरून तुमचा पासवर्ड आत्ताच रीसेट करा; त्याने तुमच्या खात्यातून सर्वजण लॉगआउट होतील. वर्कशॉपलाही कळवा.",
    notYouEmail: 'हे तुम्ही केले नसेल तर वर्कशॉपला लगेच कळवा: ते खात्याला त्याचा पत्ता परत देऊ शकतात.',
  },
  quotation: {
    newSubject: (service, customer) => `नवीन कोटेशन विनंती: ${customer} यांच्याकडून ${service}`,
    asked: (customer) => `${customer} यांनी कोटेशन मागितले आहे.`,
    expectedPrice: (price) => `अपेक्षित किंमत (प्रति नग): ${price}`,
    listTotal: (total) => `यादीतील किमतीनुसार एकूण (करासह): ${total}`,
    updateSubject: (service) => `तुमच्या ${service} कोटेशनबाबत नवीन माहिती`,
    newPriceSubject: (service, price) => `तुमच्या ${service} कोटेशनची नवीन किंमत: ${price}`,
    followedUp: (service) => `वर्कशॉपने तुमच्या ${service} कोटेशनचा पाठपुरावा केला आहे.`,
    newPrice: (price) => `नवीन किंमत (प्रति नग): ${price}`,
    note: (note) => `टीप: ${note}`,
    revisedSubject: (service, total) => `तुमचे ${service} कोटेशन सुधारले: ${total}`,
    revised: (service) => `वर्कशॉपने तुमचे ${service} कोटेशन सुधारले आहे.`,
    price: (price, quantity) => `किंमत (प्रति नग): ${price} × ${quantity}`,
    discount: (discount) => `सूट: ${discount}`,
    decide: (link) => `पाहा आणि स्वीकारा किंवा नाकारा: ${link}`,
  },
  order: {
    statusSubject: (ref, status) => `तुमची ऑर्डर #${ref} आता ${status} आहे`,
    status: (ref, status) => `तुमची ऑर्डर #${ref} आता ${status} आहे.`,
    see: (link) => `पाहा: ${link}`,
    manualSubject: (ref, service) => `${service} साठी नवीन ऑर्डर #${ref}`,
    manual: (ref) => `वर्कशॉपने तुमच्यासाठी ऑर्डर #${ref} तयार केली आहे.`,
    seeAndPay: (link) => `पाहा आणि ऑनलाइन पैसे भरा: ${link}`,
    requestSubject: (service, customer) => `नवीन सेवा विनंती: ${customer} यांच्याकडून ${service}`,
    requested: (customer, ref) => `${customer} यांनी सेवा मागितली आहे (ऑर्डर #${ref}).`,
  },
  floor: {
    readySubject: (ref) => `तुमची ऑर्डर #${ref} घेऊन जाण्यासाठी तयार आहे`,
    ready: (ref) => `आनंदाची बातमी: ऑर्डर #${ref} चे काम पूर्ण झाले आहे आणि ती घेऊन जाण्यासाठी तयार आहे.`,
    promiseSubject: (ref) => `ऑर्डर #${ref} ची नवीन डिलिव्हरी तारीख`,
    promise: (ref, date) => `वर्कशॉप ऑर्डर #${ref} ची डिलिव्हरी ${date} रोजी करेल अशी अपेक्षा आहे.`,
    promiseCleared: (ref) =>
      `वर्कशॉपने ऑर्डर #${ref} साठी दिलेली डिलिव्हरी तारीख मागे घेतली आहे; नवीन तारीख तुम्हाला कळवली जाईल.`,
    follow: (link) => `कामाची प्रगती पाहा: ${link}`,
  },
  enquiry: {
    subject: (name) => `${name} यांच्याकडून नवीन चौकशी`,
    intro: 'एका अभ्यागताने "संपर्क साधा" फॉर्मद्वारे चौकशी पाठवली आहे.',
    name: (name) => `नाव: ${name}`,
    email: (email) => `ईमेल: ${email}`,
    phone: (phone) => `फोन: ${phone}`,
    openApp: (link) => `कारागीर उघडा: ${link}`,
  },
  receipt: {
    subject: (ref) => `ऑर्डर #${ref} चे पैसे मिळाले`,
    sandboxSubject: (ref) => `[सँडबॉक्स] ऑर्डर #${ref} चे पैसे मिळाले`,
    sandbox: 'सँडबॉक्स — खरे पेमेंट नाही: हे पेमेंट सँडबॉक्समध्ये झाले आणि कोणतेही पैसे घेतले गेले नाहीत.',
    received: (amount, ref, service) => `ऑर्डर #${ref} (${service}) साठी तुमचे ${amount} आम्हाला मिळाले.`,
    transaction: (id) => `व्यवहार क्रमांक: ${id}`,
    paidAt: (when) => `भरल्याची वेळ: ${when} IST`,
    invoice: (number) => `इनव्हॉइस क्रमांक: ${number}`,
    see: (link) => `ऑर्डर पाहा आणि इनव्हॉइस डाउनलोड करा: ${link}`,
  },
  reminder: {
    subject: (ref) => `ऑर्डर #${ref} च्या पैशांची आठवण`,
    due: (amount, ref, workshop) => `${workshop} कडील ऑर्डर #${ref} चे ${amount} अजून बाकी आहेत.`,
    pay: (link) => `साइन इन न करता ऑनलाइन भरा: ${link}`,
    ignore: 'तुम्ही आधीच भरले असल्यास धन्यवाद: हा संदेश दुर्लक्षित करा.',
    whatsApp: (ref, amount, link) =>
      `पैशांची आठवण: ऑर्डर #${ref} चे ${amount} अजून बाकी आहेत. साइन इन न करता ऑनलाइन भरा: ${link}`,
  },
  owner: {
    acceptedSubject: (service, customer) => `कोटेशन स्वीकारले: ${customer} यांचे ${service}`,
    accepted: (customer, service, total) => `${customer} यांनी ${service} चे कोटेशन (${total}) स्वीकारले.`,
    nowOrder: (ref) => `आता ती ऑर्डर #${ref} आहे.`,
    openOrder: (link) => `ऑर्डर उघडा: ${link}`,
    paymentSubject: (amount, ref) => `पैसे मिळाले: ऑर्डर #${ref} साठी ${amount}`,
    paid: (customer, amount, ref, how) => `${customer} यांनी ऑर्डर #${ref} साठी ${amount} भरले (${how}).`,
    stillDue: (due) => `अजून बाकी: ${due}.`,
    fullyPaid: 'ऑर्डरचे पूर्ण पैसे भरले आहेत.',
  },
  paymentWay: {
    sandbox: 'ऑनलाइन, सँडबॉक्समध्ये: खरे पैसे नाहीत',
    online: (method) => `ऑनलाइन, ${method}`,
    recorded: (method, admin) => `${method}, ${admin} यांनी नोंदवले`,
    reference: (reference) => `संदर्भ ${reference}`,
    methods: {
      cash: 'रोख',
      upi: 'दुकानाला UPI',
      bank_transfer: 'बँक ट्रान्सफर',
      cheque: 'चेक',
    },
  },
};
