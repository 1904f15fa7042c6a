import { NAVIGATION, type NavItem } from "@adstudio/core";

/**
 * Navigation texts (spec shell §2: English, Turkish, Arabic), keyed by the nav items' `translate` keys.
 * English comes from core's titles so the two never drift; a menu-collection entry without a key here
 * falls back to its own name.
 */
const everyItem = (items: readonly NavItem[]): NavItem[] =>
  items.flatMap((entry) => [entry, ...everyItem(entry.children ?? [])]);

export const en: Record<string, string> = Object.fromEntries(
  everyItem(NAVIGATION).map((entry) => [entry.translate, entry.title]),
);

export const tr: Record<string, string> = {
  DASHBOARDS: "Panolar",
  ANALYTICS: "Analitik",
  CAMPAIGN: "Kampanya",
  ADS: "Reklamlar",
  USERS: "Kullanıcılar",
  USER_LIST: "Kullanıcı Listesi",
  NEW_USER: "Yeni Kullanıcı",
  MASTER: "Ana Veriler",
  FORM_ELEMENTS: "Form Öğeleri",
  ROLES: "Roller",
  MENU_COLLECTION: "Menü Koleksiyonu",
  COMPANY: "Şirket",
  CREATE_CAMPAIGN: "Kampanya Oluştur",
  CREATE_ADS: "Reklam Oluştur",
  RICH_MEDIA: "Zengin Medya",
  INTERSTITIAL: "Geçiş Reklamı",
  RICHBOT: "Richbot",
  STORY: "Hikâye",
  "3D_ROLL": "3D Roll",
  "3D_XPLORE": "3D Xplore",
  STICKER: "Çıkartma",
  MOBO_ROLL: "Mobo Roll",
  SCROLLING_WINDOW: "Kayan Pencere",
  BELT: "Kuşak",
  RICH_SCROLL: "Zengin Kaydırma",
  VAST: "VAST",
  VERTICAL: "Dikey",
  VPAID: "VPAID",
  IMAGE_GENERATOR: "Görsel Oluşturucu",
  ACE_MOBILE: "Ace Mobil",
  ACE_DESKTOP: "Ace Masaüstü",
  GENERATE_QR: "QR Oluştur",
  XR_STUDIO: "XR Stüdyo",
  SECRET_KEY: "Gizli Anahtar",
  CALENDAR: "Takvim",
  TO_DO: "Yapılacaklar",
  NOTES: "Notlar",
};

export const ar: Record<string, string> = {
  DASHBOARDS: "لوحات المعلومات",
  ANALYTICS: "التحليلات",
  CAMPAIGN: "الحملة",
  ADS: "الإعلانات",
  USERS: "المستخدمون",
  USER_LIST: "قائمة المستخدمين",
  NEW_USER: "مستخدم جديد",
  MASTER: "البيانات الرئيسية",
  FORM_ELEMENTS: "عناصر النموذج",
  ROLES: "الأدوار",
  MENU_COLLECTION: "مجموعة القوائم",
  COMPANY: "الشركة",
  CREATE_CAMPAIGN: "إنشاء حملة",
  CREATE_ADS: "إنشاء إعلانات",
  RICH_MEDIA: "وسائط غنية",
  INTERSTITIAL: "إعلان بيني",
  RICHBOT: "ريتش بوت",
  STORY: "قصة",
  "3D_ROLL": "لفافة ثلاثية الأبعاد",
  "3D_XPLORE": "استكشاف ثلاثي الأبعاد",
  STICKER: "ملصق",
  MOBO_ROLL: "موبو رول",
  SCROLLING_WINDOW: "نافذة التمرير",
  BELT: "شريط",
  RICH_SCROLL: "تمرير غني",
  VAST: "VAST",
  VERTICAL: "عمودي",
  VPAID: "VPAID",
  IMAGE_GENERATOR: "مولد الصور",
  ACE_MOBILE: "Ace للجوال",
  ACE_DESKTOP: "Ace لسطح المكتب",
  GENERATE_QR: "إنشاء رمز QR",
  XR_STUDIO: "استوديو XR",
  SECRET_KEY: "المفتاح السري",
  CALENDAR: "التقويم",
  TO_DO: "المهام",
  NOTES: "الملاحظات",
};

export const NAVIGATION_RESOURCES = {
  en: { navigation: en },
  tr: { navigation: tr },
  ar: { navigation: ar },
} as const;
