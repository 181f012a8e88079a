// Invented team names per league (no real club's name), and the nations of the nations world cup.
import type { Culture } from './name-pools';

export type TeamSeed = { name: string; culture?: Culture; countryId?: number; shortName?: string };

export const TEAM_SEEDS: Readonly<Record<string, readonly TeamSeed[]>> = {
  'kings-espana': ['Tormenta Galáctica', 'Atlético Centella', 'Halcones Rojos', 'Cometa Real', 'Deportivo Brasa', 'Unión Relámpago', 'Furia Marina', 'Club Lince Dorado', 'Sporting Volcán', 'Corsarios del Norte', 'Racing Trueno', 'Búhos de Medianoche'].map((name) => ({ name })),
  'kings-americas': ['Nopal Eléctrico', 'Maguey Atlético', 'Quetzal Real', 'Chile Picante', 'Tormenta Azteca', 'Los Ajolotes', 'Colibríes Urbanos', 'Deportivo Tequesquite', 'Halcón Dorado', 'Ocelotes del Valle', 'Cactus United', 'Volcán Popo'].map((name) => ({ name })),
  'kings-italia': ['Vulcano Rosso', "Aquile d'Argento", 'Tempesta', 'Lupi Notturni', 'Scorpioni Neri', 'Falchi Azzurri', 'Draghi del Po', 'Cometa Nova', 'Gladiatori Urbani', 'Stelle Cadenti', 'Corsari del Tirreno', 'Fenice Dorata'].map((name) => ({ name })),
  'kings-brazil': ['Trovão Carioca', 'Onças do Cerrado', 'Capivaras', 'Raio Verde', 'Garra Tropical', 'Sabiá United', 'Tucanos da Serra', 'Cometa Paulista', 'Jangada', 'Vendaval', 'Guarás do Norte', 'Maré Alta'].map((name) => ({ name })),
  'kings-france': ['Éclair Bleu', 'Renards Gris', 'Tonnerre', 'Mistral Club', "Faucons d'Or", 'Comète Parisienne', 'Sirocco United', 'Loups de Mer', 'Aurore Sportive', 'Nébuleuse', 'Corsaires du Rhône', 'Orage Rouge'].map((name) => ({ name })),
  'kings-germany': ['Donnerwetter 04', 'Sturmvögel', 'Nordlicht', 'Roter Komet', 'Wolkenbrecher', 'Falken Elf', 'Grüne Welle', 'Funkenflug', 'Stahlwerk United', 'Blaue Blitze', 'Polarfuchs', 'Sternschnuppe'].map((name) => ({ name })),
  'kings-mena': ['Sandstorm', 'Oasis Stars', 'Golden Dunes', 'Al Noor United', 'Crescent Comets', 'Nile Thunder', 'Palm Riders', 'Sahara Wolves', 'Coral Sharks', 'Mirage', 'Saffron City', 'Desert Lanterns'].map((name) => ({ name })),
  'kings-world-cup': [
    { name: 'Tokyo Neon', culture: 'ja', countryId: 392 },
    { name: 'Lagos Lightning', culture: 'en', countryId: 566 },
    { name: 'Buenos Aires Tango', culture: 'latam', countryId: 32 },
    { name: 'Fjord Vikings', culture: 'de', countryId: 578 },
    { name: 'Cape Town Comets', culture: 'en', countryId: 710 },
    { name: 'Sydney Surf', culture: 'en', countryId: 36 },
    { name: 'Toronto Maple Strikers', culture: 'en', countryId: 124 },
    { name: 'Lima Condors', culture: 'latam', countryId: 604 },
    { name: 'Bosphorus Bridge', culture: 'ar', countryId: 792 },
    { name: 'Manila Typhoons', culture: 'en', countryId: 608 },
    { name: 'Lisbon Tram', culture: 'pt', countryId: 620 },
    { name: 'Marrakech Spice', culture: 'ar', countryId: 504 },
  ],
  'kings-kwc-nations': [
    { name: 'Spain', shortName: 'ESP', culture: 'es', countryId: 724 },
    { name: 'Mexico', shortName: 'MEX', culture: 'latam', countryId: 484 },
    { name: 'Italy', shortName: 'ITA', culture: 'it', countryId: 380 },
    { name: 'Brazil', shortName: 'BRA', culture: 'pt', countryId: 76 },
    { name: 'France', shortName: 'FRA', culture: 'fr', countryId: 250 },
    { name: 'Germany', shortName: 'GER', culture: 'de', countryId: 276 },
    { name: 'Morocco', shortName: 'MAR', culture: 'ar', countryId: 504 },
    { name: 'Argentina', shortName: 'ARG', culture: 'latam', countryId: 32 },
    { name: 'United States', shortName: 'USA', culture: 'en', countryId: 840 },
    { name: 'Japan', shortName: 'JPN', culture: 'ja', countryId: 392 },
    { name: 'Colombia', shortName: 'COL', culture: 'latam', countryId: 170 },
    { name: 'Portugal', shortName: 'POR', culture: 'pt', countryId: 620 },
  ],
  'kings-king-of-kings': ['Imperial', 'Crown United', 'The Monarchs', 'Dynasty', 'Royal Thunder', 'Sovereign', 'Regents 11', 'Empire Strikers', 'Throne City', 'Scepter United', 'Majesty', 'Citadel Kings'].map((name) => ({ name })),
  'queens-espana': ['Valquirias', 'Atlética Aurora', 'Estrella Fugaz', 'Panteras Azules', 'Deportiva Marea', 'Unión Centella', 'Reinas del Sur', 'Club Brisa', 'Sirenas', 'Racing Amapola', 'Cometas Doradas', 'Fénix Real'].map((name) => ({ name })),
  'queens-americas': ['Ajolotas', 'Catrinas', 'Mariposas Monarca', 'Club Jacaranda', 'Reinas del Desierto', 'Dalias Atlético', 'Luna Azteca', 'Guacamayas', 'Nube Violeta', 'Colibríes Dorados', 'Tormenta Rosa', 'Jaguaras del Sol'].map((name) => ({ name })),
};

/** Club-name suffixes by culture: the "complete name" a team is registered under. */
export const CLUB_SUFFIX: Readonly<Record<Culture, string>> = {
  es: 'CF', latam: 'FC', it: 'FC', pt: 'FC', fr: 'FC', de: 'FC', ar: 'FC', en: 'FC', ja: 'FC',
};

/** Pairs of team colours (first, second) that read well on a crest. */
export const COLOUR_PAIRS: readonly (readonly [string, string])[] = [
  ['#c8102e', '#ffd100'], ['#0033a0', '#ffffff'], ['#006b3f', '#f2f2f2'], ['#111111', '#e4002b'],
  ['#5b2c83', '#f5b700'], ['#ff6a13', '#1d1d1b'], ['#00a3e0', '#0b2545'], ['#7a0019', '#f0e6d2'],
  ['#1f8a70', '#fce205'], ['#e6007e', '#2b2b2b'], ['#003b71', '#ee3124'], ['#f4c300', '#0a0a0a'],
  ['#4b9cd3', '#13294b'], ['#8dc63f', '#00352c'], ['#b5121b', '#1c1c1c'], ['#00857c', '#ffb81c'],
  ['#6d2077', '#00b2a9'], ['#2e3192', '#fdb913'], ['#d50032', '#0057b8'], ['#3c3c3b', '#c6aa76'],
];
