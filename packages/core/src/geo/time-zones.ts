import { DEFAULT_TIMEZONE } from "../constants/business";

/**
 * A time-zone choice in the shape of the well-known timezones.json list (Windows zone names, display
 * text, IANA zones). Two deliberate differences from that list: `offset` is always the standard-time
 * offset shown in `text` (the list stores summer offsets for some zones, so its text and offset
 * disagree), and `isdst` says whether the zone shifts its clocks for part of the year.
 */
export interface TimeZone {
  /** Windows zone id, e.g. 'India Standard Time'. */
  value: string;
  /** Abbreviation of standard time, e.g. 'IST'. */
  abbr: string;
  /** Standard offset from UTC in hours; may be fractional (5.5, 5.75, -3.5). */
  offset: number;
  /** Whether the zone observes daylight-saving (or another seasonal) time. */
  isdst: boolean;
  /** Display text: '(UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi'. */
  text: string;
  /** IANA zone names of the places in this zone, current and older spellings; each appears once. */
  utc: readonly string[];
}

/** Default time zone of the product (spec studio §3, shell §3): India, UTC+05:30. */
export const DEFAULT_TIME_ZONE = DEFAULT_TIMEZONE;

// biome-ignore format: one zone per line keeps the table reviewable
/** Windows time zones with the IANA zones they cover (CLDR windowsZones, updated to tzdata 2025). */
export const TIME_ZONES: readonly TimeZone[] = [
  { value: "Dateline Standard Time", abbr: "IDLW", offset: -12, isdst: false, text: "(UTC-12:00) International Date Line West", utc: ["Etc/GMT+12"] },
  { value: "UTC-11", abbr: "UTC-11", offset: -11, isdst: false, text: "(UTC-11:00) Coordinated Universal Time-11", utc: ["Etc/GMT+11", "Pacific/Midway", "Pacific/Niue", "Pacific/Pago_Pago"] },
  { value: "Aleutian Standard Time", abbr: "HST", offset: -10, isdst: true, text: "(UTC-10:00) Aleutian Islands", utc: ["America/Adak"] },
  { value: "Hawaiian Standard Time", abbr: "HST", offset: -10, isdst: false, text: "(UTC-10:00) Hawaii", utc: ["Etc/GMT+10", "Pacific/Honolulu", "Pacific/Johnston", "Pacific/Rarotonga", "Pacific/Tahiti"] },
  { value: "Marquesas Standard Time", abbr: "MART", offset: -9.5, isdst: false, text: "(UTC-09:30) Marquesas Islands", utc: ["Pacific/Marquesas"] },
  { value: "Alaskan Standard Time", abbr: "AKST", offset: -9, isdst: true, text: "(UTC-09:00) Alaska", utc: ["America/Anchorage", "America/Juneau", "America/Metlakatla", "America/Nome", "America/Sitka", "America/Yakutat"] },
  { value: "UTC-09", abbr: "UTC-09", offset: -9, isdst: false, text: "(UTC-09:00) Coordinated Universal Time-09", utc: ["Etc/GMT+9", "Pacific/Gambier"] },
  { value: "Pacific Standard Time (Mexico)", abbr: "PST", offset: -8, isdst: true, text: "(UTC-08:00) Baja California", utc: ["America/Tijuana", "America/Santa_Isabel"] },
  { value: "UTC-08", abbr: "UTC-08", offset: -8, isdst: false, text: "(UTC-08:00) Coordinated Universal Time-08", utc: ["Etc/GMT+8", "Pacific/Pitcairn"] },
  { value: "Pacific Standard Time", abbr: "PST", offset: -8, isdst: true, text: "(UTC-08:00) Pacific Time (US & Canada)", utc: ["America/Los_Angeles", "America/Vancouver", "PST8PDT"] },
  { value: "US Mountain Standard Time", abbr: "MST", offset: -7, isdst: false, text: "(UTC-07:00) Arizona", utc: ["America/Phoenix", "America/Creston", "America/Dawson_Creek", "America/Fort_Nelson", "America/Hermosillo", "Etc/GMT+7"] },
  { value: "Mountain Standard Time (Mexico)", abbr: "MST", offset: -7, isdst: false, text: "(UTC-07:00) La Paz, Mazatlan", utc: ["America/Mazatlan"] },
  { value: "Mountain Standard Time", abbr: "MST", offset: -7, isdst: true, text: "(UTC-07:00) Mountain Time (US & Canada)", utc: ["America/Denver", "America/Boise", "America/Cambridge_Bay", "America/Ciudad_Juarez", "America/Edmonton", "America/Inuvik", "America/Yellowknife", "MST7MDT"] },
  { value: "Yukon Standard Time", abbr: "MST", offset: -7, isdst: false, text: "(UTC-07:00) Yukon", utc: ["America/Whitehorse", "America/Dawson"] },
  { value: "Central America Standard Time", abbr: "CST", offset: -6, isdst: false, text: "(UTC-06:00) Central America", utc: ["America/Guatemala", "America/Belize", "America/Costa_Rica", "America/El_Salvador", "America/Managua", "America/Tegucigalpa", "Etc/GMT+6", "Pacific/Galapagos"] },
  { value: "Central Standard Time", abbr: "CST", offset: -6, isdst: true, text: "(UTC-06:00) Central Time (US & Canada)", utc: ["America/Chicago", "America/Indiana/Knox", "America/Indiana/Tell_City", "America/Matamoros", "America/Menominee", "America/North_Dakota/Beulah", "America/North_Dakota/Center", "America/North_Dakota/New_Salem", "America/Ojinaga", "America/Rainy_River", "America/Rankin_Inlet", "America/Resolute", "America/Winnipeg", "CST6CDT"] },
  { value: "Easter Island Standard Time", abbr: "EAST", offset: -6, isdst: true, text: "(UTC-06:00) Easter Island", utc: ["Pacific/Easter"] },
  { value: "Central Standard Time (Mexico)", abbr: "CST", offset: -6, isdst: false, text: "(UTC-06:00) Guadalajara, Mexico City, Monterrey", utc: ["America/Mexico_City", "America/Bahia_Banderas", "America/Chihuahua", "America/Merida", "America/Monterrey"] },
  { value: "Canada Central Standard Time", abbr: "CST", offset: -6, isdst: false, text: "(UTC-06:00) Saskatchewan", utc: ["America/Regina", "America/Swift_Current"] },
  { value: "SA Pacific Standard Time", abbr: "SPST", offset: -5, isdst: false, text: "(UTC-05:00) Bogota, Lima, Quito, Rio Branco", utc: ["America/Bogota", "America/Atikokan", "America/Cayman", "America/Coral_Harbour", "America/Eirunepe", "America/Guayaquil", "America/Jamaica", "America/Lima", "America/Panama", "America/Rio_Branco", "Etc/GMT+5"] },
  { value: "Eastern Standard Time (Mexico)", abbr: "EST", offset: -5, isdst: false, text: "(UTC-05:00) Chetumal", utc: ["America/Cancun"] },
  { value: "Eastern Standard Time", abbr: "EST", offset: -5, isdst: true, text: "(UTC-05:00) Eastern Time (US & Canada)", utc: ["America/New_York", "America/Detroit", "America/Indiana/Petersburg", "America/Indiana/Vincennes", "America/Indiana/Winamac", "America/Iqaluit", "America/Kentucky/Louisville", "America/Kentucky/Monticello", "America/Louisville", "America/Montreal", "America/Nassau", "America/Nipigon", "America/Pangnirtung", "America/Thunder_Bay", "America/Toronto", "EST5EDT"] },
  { value: "Haiti Standard Time", abbr: "EST", offset: -5, isdst: true, text: "(UTC-05:00) Haiti", utc: ["America/Port-au-Prince"] },
  { value: "Cuba Standard Time", abbr: "CST", offset: -5, isdst: true, text: "(UTC-05:00) Havana", utc: ["America/Havana"] },
  { value: "US Eastern Standard Time", abbr: "EST", offset: -5, isdst: true, text: "(UTC-05:00) Indiana (East)", utc: ["America/Indiana/Indianapolis", "America/Indiana/Marengo", "America/Indiana/Vevay", "America/Indianapolis"] },
  { value: "Turks And Caicos Standard Time", abbr: "EST", offset: -5, isdst: true, text: "(UTC-05:00) Turks and Caicos", utc: ["America/Grand_Turk"] },
  { value: "Atlantic Standard Time", abbr: "AST", offset: -4, isdst: true, text: "(UTC-04:00) Atlantic Time (Canada)", utc: ["America/Halifax", "America/Glace_Bay", "America/Goose_Bay", "America/Moncton", "America/Thule", "Atlantic/Bermuda"] },
  { value: "Venezuela Standard Time", abbr: "VET", offset: -4, isdst: false, text: "(UTC-04:00) Caracas", utc: ["America/Caracas"] },
  { value: "Central Brazilian Standard Time", abbr: "AMT", offset: -4, isdst: false, text: "(UTC-04:00) Cuiaba", utc: ["America/Cuiaba", "America/Campo_Grande"] },
  { value: "SA Western Standard Time", abbr: "SWST", offset: -4, isdst: false, text: "(UTC-04:00) Georgetown, La Paz, Manaus, San Juan", utc: ["America/La_Paz", "America/Anguilla", "America/Antigua", "America/Aruba", "America/Barbados", "America/Blanc-Sablon", "America/Boa_Vista", "America/Curacao", "America/Dominica", "America/Grenada", "America/Guadeloupe", "America/Guyana", "America/Kralendijk", "America/Lower_Princes", "America/Manaus", "America/Marigot", "America/Martinique", "America/Montserrat", "America/Port_of_Spain", "America/Porto_Velho", "America/Puerto_Rico", "America/Santo_Domingo", "America/St_Barthelemy", "America/St_Kitts", "America/St_Lucia", "America/St_Thomas", "America/St_Vincent", "America/Tortola", "Etc/GMT+4"] },
  { value: "Pacific SA Standard Time", abbr: "CLT", offset: -4, isdst: true, text: "(UTC-04:00) Santiago", utc: ["America/Santiago"] },
  { value: "Newfoundland Standard Time", abbr: "NST", offset: -3.5, isdst: true, text: "(UTC-03:30) Newfoundland", utc: ["America/St_Johns"] },
  { value: "Tocantins Standard Time", abbr: "BRT", offset: -3, isdst: false, text: "(UTC-03:00) Araguaina", utc: ["America/Araguaina"] },
  // Paraguay keeps UTC-03:00 all year since October 2024.
  { value: "Paraguay Standard Time", abbr: "PYT", offset: -3, isdst: false, text: "(UTC-03:00) Asuncion", utc: ["America/Asuncion"] },
  { value: "E. South America Standard Time", abbr: "BRT", offset: -3, isdst: false, text: "(UTC-03:00) Brasilia", utc: ["America/Sao_Paulo"] },
  { value: "SA Eastern Standard Time", abbr: "SEST", offset: -3, isdst: false, text: "(UTC-03:00) Cayenne, Fortaleza", utc: ["America/Cayenne", "America/Belem", "America/Fortaleza", "America/Maceio", "America/Paramaribo", "America/Recife", "America/Santarem", "Antarctica/Palmer", "Antarctica/Rothera", "Atlantic/Stanley", "Etc/GMT+3"] },
  { value: "Argentina Standard Time", abbr: "ART", offset: -3, isdst: false, text: "(UTC-03:00) City of Buenos Aires", utc: ["America/Argentina/Buenos_Aires", "America/Argentina/Catamarca", "America/Argentina/Cordoba", "America/Argentina/Jujuy", "America/Argentina/La_Rioja", "America/Argentina/Mendoza", "America/Argentina/Rio_Gallegos", "America/Argentina/Salta", "America/Argentina/San_Juan", "America/Argentina/San_Luis", "America/Argentina/Tucuman", "America/Argentina/Ushuaia", "America/Buenos_Aires", "America/Catamarca", "America/Cordoba", "America/Jujuy", "America/Mendoza"] },
  { value: "Montevideo Standard Time", abbr: "UYT", offset: -3, isdst: false, text: "(UTC-03:00) Montevideo", utc: ["America/Montevideo"] },
  { value: "Magallanes Standard Time", abbr: "CLT", offset: -3, isdst: false, text: "(UTC-03:00) Punta Arenas", utc: ["America/Punta_Arenas"] },
  { value: "Saint Pierre Standard Time", abbr: "PMST", offset: -3, isdst: true, text: "(UTC-03:00) Saint Pierre and Miquelon", utc: ["America/Miquelon"] },
  { value: "Bahia Standard Time", abbr: "BRT", offset: -3, isdst: false, text: "(UTC-03:00) Salvador", utc: ["America/Bahia"] },
  // Nuuk moved to UTC-02:00 with summer time in 2023, Ittoqqortoormiit followed in 2024.
  { value: "Greenland Standard Time", abbr: "WGT", offset: -2, isdst: true, text: "(UTC-02:00) Greenland", utc: ["America/Nuuk", "America/Godthab", "America/Scoresbysund"] },
  { value: "UTC-02", abbr: "UTC-02", offset: -2, isdst: false, text: "(UTC-02:00) Coordinated Universal Time-02", utc: ["Etc/GMT+2", "America/Noronha", "Atlantic/South_Georgia"] },
  { value: "Azores Standard Time", abbr: "AZOT", offset: -1, isdst: true, text: "(UTC-01:00) Azores", utc: ["Atlantic/Azores"] },
  { value: "Cape Verde Standard Time", abbr: "CVT", offset: -1, isdst: false, text: "(UTC-01:00) Cabo Verde Is.", utc: ["Atlantic/Cape_Verde", "Etc/GMT+1"] },
  { value: "UTC", abbr: "UTC", offset: 0, isdst: false, text: "(UTC) Coordinated Universal Time", utc: ["Etc/UTC", "Etc/GMT", "UTC"] },
  { value: "GMT Standard Time", abbr: "GMT", offset: 0, isdst: true, text: "(UTC+00:00) Dublin, Edinburgh, Lisbon, London", utc: ["Europe/London", "Atlantic/Canary", "Atlantic/Faeroe", "Atlantic/Faroe", "Atlantic/Madeira", "Europe/Dublin", "Europe/Guernsey", "Europe/Isle_of_Man", "Europe/Jersey", "Europe/Lisbon"] },
  { value: "Greenwich Standard Time", abbr: "GMT", offset: 0, isdst: false, text: "(UTC+00:00) Monrovia, Reykjavik", utc: ["Atlantic/Reykjavik", "Africa/Abidjan", "Africa/Accra", "Africa/Bamako", "Africa/Banjul", "Africa/Bissau", "Africa/Conakry", "Africa/Dakar", "Africa/Freetown", "Africa/Lome", "Africa/Monrovia", "Africa/Nouakchott", "Africa/Ouagadougou", "America/Danmarkshavn", "Atlantic/St_Helena"] },
  { value: "Sao Tome Standard Time", abbr: "GMT", offset: 0, isdst: false, text: "(UTC+00:00) Sao Tome", utc: ["Africa/Sao_Tome"] },
  // Morocco keeps UTC+01:00 except during Ramadan, when it goes back one hour.
  { value: "Morocco Standard Time", abbr: "WEST", offset: 1, isdst: true, text: "(UTC+01:00) Casablanca", utc: ["Africa/Casablanca", "Africa/El_Aaiun"] },
  { value: "W. Europe Standard Time", abbr: "CET", offset: 1, isdst: true, text: "(UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna", utc: ["Europe/Berlin", "Arctic/Longyearbyen", "Europe/Amsterdam", "Europe/Andorra", "Europe/Busingen", "Europe/Gibraltar", "Europe/Luxembourg", "Europe/Malta", "Europe/Monaco", "Europe/Oslo", "Europe/Rome", "Europe/San_Marino", "Europe/Stockholm", "Europe/Vaduz", "Europe/Vatican", "Europe/Vienna", "Europe/Zurich"] },
  { value: "Central Europe Standard Time", abbr: "CET", offset: 1, isdst: true, text: "(UTC+01:00) Belgrade, Bratislava, Budapest, Ljubljana, Prague", utc: ["Europe/Budapest", "Europe/Belgrade", "Europe/Bratislava", "Europe/Ljubljana", "Europe/Podgorica", "Europe/Prague", "Europe/Tirane"] },
  { value: "Romance Standard Time", abbr: "CET", offset: 1, isdst: true, text: "(UTC+01:00) Brussels, Copenhagen, Madrid, Paris", utc: ["Europe/Paris", "Africa/Ceuta", "Europe/Brussels", "Europe/Copenhagen", "Europe/Madrid"] },
  { value: "Central European Standard Time", abbr: "CET", offset: 1, isdst: true, text: "(UTC+01:00) Sarajevo, Skopje, Warsaw, Zagreb", utc: ["Europe/Warsaw", "Europe/Sarajevo", "Europe/Skopje", "Europe/Zagreb"] },
  { value: "W. Central Africa Standard Time", abbr: "WAT", offset: 1, isdst: false, text: "(UTC+01:00) West Central Africa", utc: ["Africa/Lagos", "Africa/Algiers", "Africa/Bangui", "Africa/Brazzaville", "Africa/Douala", "Africa/Kinshasa", "Africa/Libreville", "Africa/Luanda", "Africa/Malabo", "Africa/Ndjamena", "Africa/Niamey", "Africa/Porto-Novo", "Africa/Tunis", "Etc/GMT-1"] },
  { value: "GTB Standard Time", abbr: "EET", offset: 2, isdst: true, text: "(UTC+02:00) Athens, Bucharest", utc: ["Europe/Bucharest", "Asia/Famagusta", "Asia/Nicosia", "Europe/Athens", "Europe/Nicosia"] },
  { value: "Middle East Standard Time", abbr: "EET", offset: 2, isdst: true, text: "(UTC+02:00) Beirut", utc: ["Asia/Beirut"] },
  { value: "Egypt Standard Time", abbr: "EET", offset: 2, isdst: true, text: "(UTC+02:00) Cairo", utc: ["Africa/Cairo"] },
  { value: "E. Europe Standard Time", abbr: "EET", offset: 2, isdst: true, text: "(UTC+02:00) Chisinau", utc: ["Europe/Chisinau"] },
  { value: "West Bank Standard Time", abbr: "EET", offset: 2, isdst: true, text: "(UTC+02:00) Gaza, Hebron", utc: ["Asia/Hebron", "Asia/Gaza"] },
  { value: "South Africa Standard Time", abbr: "SAST", offset: 2, isdst: false, text: "(UTC+02:00) Harare, Pretoria", utc: ["Africa/Johannesburg", "Africa/Blantyre", "Africa/Bujumbura", "Africa/Gaborone", "Africa/Harare", "Africa/Kigali", "Africa/Lubumbashi", "Africa/Lusaka", "Africa/Maputo", "Africa/Maseru", "Africa/Mbabane", "Etc/GMT-2"] },
  { value: "FLE Standard Time", abbr: "EET", offset: 2, isdst: true, text: "(UTC+02:00) Helsinki, Kyiv, Riga, Sofia, Tallinn, Vilnius", utc: ["Europe/Kyiv", "Europe/Helsinki", "Europe/Kiev", "Europe/Mariehamn", "Europe/Riga", "Europe/Sofia", "Europe/Tallinn", "Europe/Uzhgorod", "Europe/Vilnius", "Europe/Zaporozhye"] },
  { value: "Israel Standard Time", abbr: "IST", offset: 2, isdst: true, text: "(UTC+02:00) Jerusalem", utc: ["Asia/Jerusalem", "Asia/Tel_Aviv"] },
  { value: "South Sudan Standard Time", abbr: "CAT", offset: 2, isdst: false, text: "(UTC+02:00) Juba", utc: ["Africa/Juba"] },
  { value: "Kaliningrad Standard Time", abbr: "EET", offset: 2, isdst: false, text: "(UTC+02:00) Kaliningrad", utc: ["Europe/Kaliningrad"] },
  { value: "Sudan Standard Time", abbr: "CAT", offset: 2, isdst: false, text: "(UTC+02:00) Khartoum", utc: ["Africa/Khartoum"] },
  { value: "Libya Standard Time", abbr: "EET", offset: 2, isdst: false, text: "(UTC+02:00) Tripoli", utc: ["Africa/Tripoli"] },
  { value: "Namibia Standard Time", abbr: "CAT", offset: 2, isdst: false, text: "(UTC+02:00) Windhoek", utc: ["Africa/Windhoek"] },
  // Jordan and Syria moved to UTC+03:00 all year in 2022.
  { value: "Jordan Standard Time", abbr: "AST", offset: 3, isdst: false, text: "(UTC+03:00) Amman", utc: ["Asia/Amman"] },
  { value: "Arabic Standard Time", abbr: "AST", offset: 3, isdst: false, text: "(UTC+03:00) Baghdad", utc: ["Asia/Baghdad"] },
  { value: "Syria Standard Time", abbr: "AST", offset: 3, isdst: false, text: "(UTC+03:00) Damascus", utc: ["Asia/Damascus"] },
  { value: "Turkey Standard Time", abbr: "TRT", offset: 3, isdst: false, text: "(UTC+03:00) Istanbul", utc: ["Europe/Istanbul", "Asia/Istanbul"] },
  { value: "Arab Standard Time", abbr: "AST", offset: 3, isdst: false, text: "(UTC+03:00) Kuwait, Riyadh", utc: ["Asia/Riyadh", "Asia/Aden", "Asia/Bahrain", "Asia/Kuwait", "Asia/Qatar"] },
  { value: "Belarus Standard Time", abbr: "MSK", offset: 3, isdst: false, text: "(UTC+03:00) Minsk", utc: ["Europe/Minsk"] },
  { value: "Russian Standard Time", abbr: "MSK", offset: 3, isdst: false, text: "(UTC+03:00) Moscow, St. Petersburg", utc: ["Europe/Moscow", "Europe/Kirov", "Europe/Simferopol"] },
  { value: "E. Africa Standard Time", abbr: "EAT", offset: 3, isdst: false, text: "(UTC+03:00) Nairobi", utc: ["Africa/Nairobi", "Africa/Addis_Ababa", "Africa/Asmara", "Africa/Asmera", "Africa/Dar_es_Salaam", "Africa/Djibouti", "Africa/Kampala", "Africa/Mogadishu", "Antarctica/Syowa", "Etc/GMT-3", "Indian/Antananarivo", "Indian/Comoro", "Indian/Mayotte"] },
  // Volgograd returned to Moscow time at the end of 2020.
  { value: "Volgograd Standard Time", abbr: "MSK", offset: 3, isdst: false, text: "(UTC+03:00) Volgograd", utc: ["Europe/Volgograd"] },
  { value: "Iran Standard Time", abbr: "IRST", offset: 3.5, isdst: false, text: "(UTC+03:30) Tehran", utc: ["Asia/Tehran"] },
  { value: "Arabian Standard Time", abbr: "GST", offset: 4, isdst: false, text: "(UTC+04:00) Abu Dhabi, Muscat", utc: ["Asia/Dubai", "Asia/Muscat", "Etc/GMT-4"] },
  { value: "Astrakhan Standard Time", abbr: "ASTT", offset: 4, isdst: false, text: "(UTC+04:00) Astrakhan, Ulyanovsk", utc: ["Europe/Astrakhan", "Europe/Ulyanovsk"] },
  { value: "Azerbaijan Standard Time", abbr: "AZT", offset: 4, isdst: false, text: "(UTC+04:00) Baku", utc: ["Asia/Baku"] },
  { value: "Russia Time Zone 3", abbr: "SAMT", offset: 4, isdst: false, text: "(UTC+04:00) Izhevsk, Samara", utc: ["Europe/Samara"] },
  { value: "Mauritius Standard Time", abbr: "MUT", offset: 4, isdst: false, text: "(UTC+04:00) Port Louis", utc: ["Indian/Mauritius", "Indian/Mahe", "Indian/Reunion"] },
  { value: "Saratov Standard Time", abbr: "SRTT", offset: 4, isdst: false, text: "(UTC+04:00) Saratov", utc: ["Europe/Saratov"] },
  { value: "Georgian Standard Time", abbr: "GET", offset: 4, isdst: false, text: "(UTC+04:00) Tbilisi", utc: ["Asia/Tbilisi"] },
  { value: "Caucasus Standard Time", abbr: "AMT", offset: 4, isdst: false, text: "(UTC+04:00) Yerevan", utc: ["Asia/Yerevan"] },
  { value: "Afghanistan Standard Time", abbr: "AFT", offset: 4.5, isdst: false, text: "(UTC+04:30) Kabul", utc: ["Asia/Kabul"] },
  // All of Kazakhstan (Almaty, Astana, Qostanay) uses UTC+05:00 since March 2024; Vostok since late 2023.
  { value: "West Asia Standard Time", abbr: "UZT", offset: 5, isdst: false, text: "(UTC+05:00) Ashgabat, Tashkent", utc: ["Asia/Tashkent", "Antarctica/Mawson", "Antarctica/Vostok", "Asia/Almaty", "Asia/Aqtau", "Asia/Aqtobe", "Asia/Ashgabat", "Asia/Atyrau", "Asia/Dushanbe", "Asia/Oral", "Asia/Qostanay", "Asia/Samarkand", "Etc/GMT-5", "Indian/Kerguelen", "Indian/Maldives"] },
  { value: "Ekaterinburg Standard Time", abbr: "YEKT", offset: 5, isdst: false, text: "(UTC+05:00) Ekaterinburg", utc: ["Asia/Yekaterinburg"] },
  { value: "Pakistan Standard Time", abbr: "PKT", offset: 5, isdst: false, text: "(UTC+05:00) Islamabad, Karachi", utc: ["Asia/Karachi"] },
  { value: "Qyzylorda Standard Time", abbr: "QYZT", offset: 5, isdst: false, text: "(UTC+05:00) Qyzylorda", utc: ["Asia/Qyzylorda"] },
  { value: "India Standard Time", abbr: "IST", offset: 5.5, isdst: false, text: "(UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi", utc: ["Asia/Kolkata", "Asia/Calcutta"] },
  { value: "Sri Lanka Standard Time", abbr: "SLST", offset: 5.5, isdst: false, text: "(UTC+05:30) Sri Jayawardenepura", utc: ["Asia/Colombo"] },
  { value: "Nepal Standard Time", abbr: "NPT", offset: 5.75, isdst: false, text: "(UTC+05:45) Kathmandu", utc: ["Asia/Kathmandu", "Asia/Katmandu"] },
  { value: "Central Asia Standard Time", abbr: "KGT", offset: 6, isdst: false, text: "(UTC+06:00) Bishkek", utc: ["Asia/Bishkek", "Asia/Urumqi", "Etc/GMT-6", "Indian/Chagos"] },
  { value: "Bangladesh Standard Time", abbr: "BST", offset: 6, isdst: false, text: "(UTC+06:00) Dhaka", utc: ["Asia/Dhaka", "Asia/Thimphu"] },
  { value: "Omsk Standard Time", abbr: "OMST", offset: 6, isdst: false, text: "(UTC+06:00) Omsk", utc: ["Asia/Omsk"] },
  { value: "Myanmar Standard Time", abbr: "MMT", offset: 6.5, isdst: false, text: "(UTC+06:30) Yangon (Rangoon)", utc: ["Asia/Yangon", "Asia/Rangoon", "Indian/Cocos"] },
  { value: "SE Asia Standard Time", abbr: "ICT", offset: 7, isdst: false, text: "(UTC+07:00) Bangkok, Hanoi, Jakarta", utc: ["Asia/Bangkok", "Antarctica/Davis", "Asia/Ho_Chi_Minh", "Asia/Jakarta", "Asia/Phnom_Penh", "Asia/Pontianak", "Asia/Saigon", "Asia/Vientiane", "Etc/GMT-7", "Indian/Christmas"] },
  { value: "Altai Standard Time", abbr: "ALTT", offset: 7, isdst: false, text: "(UTC+07:00) Barnaul, Gorno-Altaysk", utc: ["Asia/Barnaul"] },
  { value: "W. Mongolia Standard Time", abbr: "HOVT", offset: 7, isdst: false, text: "(UTC+07:00) Hovd", utc: ["Asia/Hovd"] },
  { value: "North Asia Standard Time", abbr: "KRAT", offset: 7, isdst: false, text: "(UTC+07:00) Krasnoyarsk", utc: ["Asia/Krasnoyarsk", "Asia/Novokuznetsk"] },
  { value: "N. Central Asia Standard Time", abbr: "NOVT", offset: 7, isdst: false, text: "(UTC+07:00) Novosibirsk", utc: ["Asia/Novosibirsk"] },
  { value: "Tomsk Standard Time", abbr: "TOMT", offset: 7, isdst: false, text: "(UTC+07:00) Tomsk", utc: ["Asia/Tomsk"] },
  { value: "China Standard Time", abbr: "CST", offset: 8, isdst: false, text: "(UTC+08:00) Beijing, Chongqing, Hong Kong, Urumqi", utc: ["Asia/Shanghai", "Asia/Hong_Kong", "Asia/Macau"] },
  { value: "North Asia East Standard Time", abbr: "IRKT", offset: 8, isdst: false, text: "(UTC+08:00) Irkutsk", utc: ["Asia/Irkutsk"] },
  { value: "Singapore Standard Time", abbr: "SGT", offset: 8, isdst: false, text: "(UTC+08:00) Kuala Lumpur, Singapore", utc: ["Asia/Singapore", "Asia/Brunei", "Asia/Kuala_Lumpur", "Asia/Kuching", "Asia/Makassar", "Asia/Manila", "Etc/GMT-8"] },
  { value: "W. Australia Standard Time", abbr: "AWST", offset: 8, isdst: false, text: "(UTC+08:00) Perth", utc: ["Australia/Perth", "Antarctica/Casey"] },
  { value: "Taipei Standard Time", abbr: "CST", offset: 8, isdst: false, text: "(UTC+08:00) Taipei", utc: ["Asia/Taipei"] },
  { value: "Ulaanbaatar Standard Time", abbr: "ULAT", offset: 8, isdst: false, text: "(UTC+08:00) Ulaanbaatar", utc: ["Asia/Ulaanbaatar", "Asia/Choibalsan"] },
  { value: "Aus Central W. Standard Time", abbr: "ACWST", offset: 8.75, isdst: false, text: "(UTC+08:45) Eucla", utc: ["Australia/Eucla"] },
  { value: "Transbaikal Standard Time", abbr: "YAKT", offset: 9, isdst: false, text: "(UTC+09:00) Chita", utc: ["Asia/Chita"] },
  { value: "Tokyo Standard Time", abbr: "JST", offset: 9, isdst: false, text: "(UTC+09:00) Osaka, Sapporo, Tokyo", utc: ["Asia/Tokyo", "Asia/Dili", "Asia/Jayapura", "Etc/GMT-9", "Pacific/Palau"] },
  { value: "North Korea Standard Time", abbr: "KST", offset: 9, isdst: false, text: "(UTC+09:00) Pyongyang", utc: ["Asia/Pyongyang"] },
  { value: "Korea Standard Time", abbr: "KST", offset: 9, isdst: false, text: "(UTC+09:00) Seoul", utc: ["Asia/Seoul"] },
  { value: "Yakutsk Standard Time", abbr: "YAKT", offset: 9, isdst: false, text: "(UTC+09:00) Yakutsk", utc: ["Asia/Yakutsk", "Asia/Khandyga"] },
  { value: "Cen. Australia Standard Time", abbr: "ACST", offset: 9.5, isdst: true, text: "(UTC+09:30) Adelaide", utc: ["Australia/Adelaide", "Australia/Broken_Hill"] },
  { value: "AUS Central Standard Time", abbr: "ACST", offset: 9.5, isdst: false, text: "(UTC+09:30) Darwin", utc: ["Australia/Darwin"] },
  { value: "E. Australia Standard Time", abbr: "AEST", offset: 10, isdst: false, text: "(UTC+10:00) Brisbane", utc: ["Australia/Brisbane", "Australia/Lindeman"] },
  { value: "AUS Eastern Standard Time", abbr: "AEST", offset: 10, isdst: true, text: "(UTC+10:00) Canberra, Melbourne, Sydney", utc: ["Australia/Sydney", "Australia/Canberra", "Australia/Melbourne"] },
  { value: "West Pacific Standard Time", abbr: "ChST", offset: 10, isdst: false, text: "(UTC+10:00) Guam, Port Moresby", utc: ["Pacific/Port_Moresby", "Antarctica/DumontDUrville", "Etc/GMT-10", "Pacific/Chuuk", "Pacific/Guam", "Pacific/Saipan", "Pacific/Truk"] },
  { value: "Tasmania Standard Time", abbr: "AEST", offset: 10, isdst: true, text: "(UTC+10:00) Hobart", utc: ["Australia/Hobart", "Antarctica/Macquarie", "Australia/Currie"] },
  { value: "Vladivostok Standard Time", abbr: "VLAT", offset: 10, isdst: false, text: "(UTC+10:00) Vladivostok", utc: ["Asia/Vladivostok", "Asia/Ust-Nera"] },
  { value: "Lord Howe Standard Time", abbr: "LHST", offset: 10.5, isdst: true, text: "(UTC+10:30) Lord Howe Island", utc: ["Australia/Lord_Howe"] },
  { value: "Bougainville Standard Time", abbr: "BST", offset: 11, isdst: false, text: "(UTC+11:00) Bougainville Island", utc: ["Pacific/Bougainville"] },
  { value: "Russia Time Zone 10", abbr: "SRET", offset: 11, isdst: false, text: "(UTC+11:00) Chokurdakh", utc: ["Asia/Srednekolymsk"] },
  { value: "Magadan Standard Time", abbr: "MAGT", offset: 11, isdst: false, text: "(UTC+11:00) Magadan", utc: ["Asia/Magadan"] },
  { value: "Norfolk Standard Time", abbr: "NFT", offset: 11, isdst: true, text: "(UTC+11:00) Norfolk Island", utc: ["Pacific/Norfolk"] },
  { value: "Sakhalin Standard Time", abbr: "SAKT", offset: 11, isdst: false, text: "(UTC+11:00) Sakhalin", utc: ["Asia/Sakhalin"] },
  { value: "Central Pacific Standard Time", abbr: "SBT", offset: 11, isdst: false, text: "(UTC+11:00) Solomon Is., New Caledonia", utc: ["Pacific/Guadalcanal", "Etc/GMT-11", "Pacific/Efate", "Pacific/Kosrae", "Pacific/Noumea", "Pacific/Pohnpei", "Pacific/Ponape"] },
  { value: "Russia Time Zone 11", abbr: "PETT", offset: 12, isdst: false, text: "(UTC+12:00) Anadyr, Petropavlovsk-Kamchatsky", utc: ["Asia/Kamchatka", "Asia/Anadyr"] },
  { value: "New Zealand Standard Time", abbr: "NZST", offset: 12, isdst: true, text: "(UTC+12:00) Auckland, Wellington", utc: ["Pacific/Auckland", "Antarctica/McMurdo", "Antarctica/South_Pole"] },
  { value: "UTC+12", abbr: "UTC+12", offset: 12, isdst: false, text: "(UTC+12:00) Coordinated Universal Time+12", utc: ["Etc/GMT-12", "Pacific/Funafuti", "Pacific/Kwajalein", "Pacific/Majuro", "Pacific/Nauru", "Pacific/Tarawa", "Pacific/Wake", "Pacific/Wallis"] },
  { value: "Fiji Standard Time", abbr: "FJT", offset: 12, isdst: false, text: "(UTC+12:00) Fiji", utc: ["Pacific/Fiji"] },
  { value: "Chatham Islands Standard Time", abbr: "CHAST", offset: 12.75, isdst: true, text: "(UTC+12:45) Chatham Islands", utc: ["Pacific/Chatham"] },
  { value: "UTC+13", abbr: "UTC+13", offset: 13, isdst: false, text: "(UTC+13:00) Coordinated Universal Time+13", utc: ["Etc/GMT-13", "Pacific/Enderbury", "Pacific/Fakaofo", "Pacific/Kanton"] },
  { value: "Tonga Standard Time", abbr: "TOT", offset: 13, isdst: false, text: "(UTC+13:00) Nuku'alofa", utc: ["Pacific/Tongatapu"] },
  { value: "Samoa Standard Time", abbr: "WST", offset: 13, isdst: false, text: "(UTC+13:00) Samoa", utc: ["Pacific/Apia"] },
  { value: "Line Islands Standard Time", abbr: "LINT", offset: 14, isdst: false, text: "(UTC+14:00) Kiritimati Island", utc: ["Pacific/Kiritimati", "Etc/GMT-14"] },
];

const BY_IANA: ReadonlyMap<string, TimeZone> = new Map(
  TIME_ZONES.flatMap((zone) => zone.utc.map((name) => [name.toLowerCase(), zone] as const)),
);

/** The entry covering an IANA zone name ('Asia/Kolkata', also older spellings such as 'Asia/Calcutta'). */
export function findTimeZoneByIana(name: string): TimeZone | undefined {
  return BY_IANA.get(name.trim().toLowerCase());
}

/** The entry with this Windows zone id ('India Standard Time'). */
export function findTimeZoneByValue(value: string): TimeZone | undefined {
  return TIME_ZONES.find((zone) => zone.value === value);
}

/**
 * Formats an offset in hours as `±hh:mm`: 5.5 → '+05:30', -3.5 → '-03:30', 0 → '+00:00'.
 * Throws a RangeError for NaN or an infinite offset, which no zone can have.
 */
export function formatUtcOffset(hours: number): string {
  if (!Number.isFinite(hours)) throw new RangeError(`Not a UTC offset: ${hours}`);
  const totalMinutes = Math.round(Math.abs(hours) * 60);
  const hh = String(Math.floor(totalMinutes / 60)).padStart(2, "0");
  const mm = String(totalMinutes % 60).padStart(2, "0");
  return `${hours < 0 && totalMinutes > 0 ? "-" : "+"}${hh}:${mm}`;
}
