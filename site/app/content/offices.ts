/**
 * Corvane's five offices: the footer's Global Presence chips (spec 2.3) and the home page's
 * Our Locations cards (spec 2.10) both read this list.
 */
export interface Office {
  id: 'uk' | 'usa' | 'canada' | 'australia' | 'india';
  /** The chip's label in the footer. */
  name: 'UK' | 'USA' | 'Canada' | 'Australia' | 'India';
  country: string;
  city: string;
  address: string[];
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  /** One line about the office, on the front of its location card. */
  note: string;
}

/** In the footer's order (spec 2.3). */
export const offices: Office[] = [
  {
    id: 'uk',
    name: 'UK',
    country: 'United Kingdom',
    city: 'Melton Mowbray',
    address: ['12 Burton Street', 'Melton Mowbray, Leicestershire LE13 1AE', 'United Kingdom'],
    phone: '+44 1664 000 208',
    email: 'uk@corvane.example',
    latitude: 52.7661,
    longitude: -0.8866,
    note: 'Our home since 2008',
  },
  {
    id: 'usa',
    name: 'USA',
    country: 'United States',
    city: 'Herndon, VA',
    address: ['2300 Corporate Park Drive, Suite 410', 'Herndon, VA 20171', 'United States'],
    phone: '+1 703 555 0182',
    email: 'usa@corvane.example',
    latitude: 38.9696,
    longitude: -77.3861,
    note: 'Delivery and staffing for North America',
  },
  {
    id: 'canada',
    name: 'Canada',
    country: 'Canada',
    city: 'Mississauga, ON',
    address: ['5090 Explorer Drive, Suite 700', 'Mississauga, ON L4W 4T9', 'Canada'],
    phone: '+1 905 555 0147',
    email: 'canada@corvane.example',
    latitude: 43.6426,
    longitude: -79.6152,
    note: 'Cloud and data engineering',
  },
  {
    id: 'australia',
    name: 'Australia',
    country: 'Australia',
    city: 'Williams Landing, Victoria',
    address: ['8 Overton Road', 'Williams Landing, VIC 3027', 'Australia'],
    phone: '+61 3 5550 1190',
    email: 'australia@corvane.example',
    latitude: -37.8656,
    longitude: 144.7455,
    note: 'Delivery for Asia-Pacific',
  },
  {
    id: 'india',
    name: 'India',
    country: 'India',
    city: 'Hyderabad, Telangana',
    address: ['Plot 14, HITEC City Phase 2', 'Madhapur, Hyderabad, Telangana 500081', 'India'],
    phone: '+91 40 5555 0123',
    email: 'india@corvane.example',
    latitude: 17.4474,
    longitude: 78.3762,
    note: 'Engineering and QA centre',
  },
];

/** The Our Locations order of spec 2.10: United States, United Kingdom, Canada, India, Australia. */
export const locationOrder: Office['id'][] = ['usa', 'uk', 'canada', 'india', 'australia'];

/** A maps link for an office, built from its latitude and longitude (spec 2.3). */
export function directionsUrl(office: Pick<Office, 'latitude' | 'longitude'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${office.latitude},${office.longitude}`;
}

/** `tel:` link for a phone number as written. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
