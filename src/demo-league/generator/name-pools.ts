// Given names and family names by culture, combined at random into invented people.
export const CULTURES = ['es', 'latam', 'it', 'pt', 'fr', 'de', 'ar', 'en', 'ja'] as const;
export type Culture = (typeof CULTURES)[number];

type NamePool = { male: readonly string[]; female: readonly string[]; family: readonly string[] };

export const NAME_POOLS = {
  es: {
    male: ['Álvaro', 'Sergio', 'Iker', 'Hugo', 'Pablo', 'Rubén', 'Adrián', 'Marcos', 'Óscar', 'Raúl', 'Diego', 'Íñigo', 'Javier', 'Aitor', 'Borja', 'Nacho'],
    female: ['Lucía', 'Carla', 'Noa', 'Irene', 'Alba', 'Paula', 'Marta', 'Nerea', 'Ainhoa', 'Claudia', 'Sara', 'Laia', 'Olaia', 'Elena', 'Inés', 'Leire'],
    family: ['García', 'Navarro', 'Ortega', 'Serrano', 'Molina', 'Castaño', 'Iglesias', 'Vidal', 'Garrido', 'Lozano', 'Cabello', 'Prieto', 'Arroyo', 'Benítez', 'Roldán', 'Esteve', 'Soler', 'Carmona', 'Aguirre', 'Pastor', 'Quintana', 'Ferrán', 'Manzano', 'Sanz'],
  },
  latam: {
    male: ['Santiago', 'Mateo', 'Emiliano', 'Joaquín', 'Thiago', 'Leonel', 'Brayan', 'Ulises', 'Rodrigo', 'Esteban', 'Gael', 'Damián', 'Rogelio', 'Facundo', 'Néstor', 'Iván'],
    female: ['Valentina', 'Ximena', 'Renata', 'Camila', 'Fernanda', 'Regina', 'Abril', 'Daniela', 'Itzel', 'Mariana', 'Guadalupe', 'Natalia', 'Jimena', 'Paola', 'Sofía', 'Karla'],
    family: ['Hernández', 'Villalobos', 'Cárdenas', 'Olvera', 'Zamora', 'Quiroga', 'Salcedo', 'Ibarra', 'Montaño', 'Trejo', 'Robles', 'Bermúdez', 'Calderón', 'Esquivel', 'Maldonado', 'Paredes', 'Sepúlveda', 'Urrutia', 'Valdés', 'Zúñiga', 'Acosta', 'Barrera', 'Cisneros', 'Duarte'],
  },
  it: {
    male: ['Lorenzo', 'Matteo', 'Tommaso', 'Riccardo', 'Edoardo', 'Gabriele', 'Federico', 'Alessio', 'Davide', 'Niccolò', 'Pietro', 'Samuele', 'Giacomo', 'Michele', 'Filippo', 'Enrico'],
    female: ['Giulia', 'Chiara', 'Martina', 'Aurora', 'Ginevra', 'Beatrice', 'Alessia', 'Federica', 'Noemi', 'Sofia', 'Ludovica', 'Elisa', 'Camilla', 'Arianna', 'Viola', 'Greta'],
    family: ['Rinaldi', 'Ferraro', 'Marchetti', 'Galli', 'Bellini', 'Caruso', 'Fontana', 'Moretti', 'Lombardi', 'Barbieri', 'Colombo', 'Santoro', 'Mariani', 'Testa', 'Vitale', 'Pellegrini', 'Grasso', 'Orlando', 'Benedetti', 'Ferri', 'Sartori', 'Cattaneo', 'Valentini', 'Donati'],
  },
  pt: {
    male: ['João', 'Gustavo', 'Rafael', 'Thiago', 'Lucas', 'Caio', 'Vinícius', 'Matheus', 'Felipe', 'Renan', 'Igor', 'Diogo', 'Bruno', 'Henrique', 'Murilo', 'Otávio'],
    female: ['Ana', 'Beatriz', 'Larissa', 'Júlia', 'Mariana', 'Letícia', 'Gabriela', 'Isadora', 'Bianca', 'Rafaela', 'Luana', 'Yasmin', 'Carolina', 'Débora', 'Tainá', 'Lívia'],
    family: ['Silva', 'Oliveira', 'Almeida', 'Carvalho', 'Ribeiro', 'Teixeira', 'Barros', 'Moura', 'Cardoso', 'Pinheiro', 'Nogueira', 'Farias', 'Guimarães', 'Macedo', 'Rocha', 'Sampaio', 'Tavares', 'Vasconcelos', 'Brandão', 'Coelho', 'Dantas', 'Freitas', 'Leal', 'Medeiros'],
  },
  fr: {
    male: ['Lucas', 'Théo', 'Enzo', 'Maxime', 'Bastien', 'Quentin', 'Yanis', 'Clément', 'Romain', 'Mathis', 'Antoine', 'Julien', 'Florian', 'Kylian', 'Noé', 'Rayan'],
    female: ['Léa', 'Chloé', 'Manon', 'Camille', 'Inès', 'Clara', 'Jade', 'Louise', 'Océane', 'Margaux', 'Anaïs', 'Lina', 'Romane', 'Elsa', 'Maëlle', 'Zoé'],
    family: ['Lefèvre', 'Girard', 'Bonnet', 'Mercier', 'Faure', 'Rousseau', 'Fontaine', 'Chevalier', 'Gauthier', 'Perrin', 'Morel', 'Lambert', 'Blanchard', 'Renaud', 'Marchal', 'Vidal', 'Aubert', 'Leclerc', 'Picard', 'Dumont', 'Garnier', 'Roussel', 'Masson', 'Carpentier'],
  },
  de: {
    male: ['Lukas', 'Jonas', 'Leon', 'Finn', 'Niklas', 'Tim', 'Jannik', 'Moritz', 'Felix', 'Elias', 'Paul', 'Luca', 'Malte', 'Henrik', 'Tobias', 'Kai'],
    female: ['Lena', 'Hannah', 'Lea', 'Mia', 'Johanna', 'Emilia', 'Clara', 'Marie', 'Greta', 'Frieda', 'Paula', 'Ida', 'Nele', 'Svenja', 'Jana', 'Lotte'],
    family: ['Schneider', 'Hoffmann', 'Wagner', 'Becker', 'Schulz', 'Koch', 'Richter', 'Klein', 'Wolf', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Hartmann', 'Krüger', 'Lange', 'Vogel', 'Brandt', 'Engel', 'Seidel', 'Lorenz', 'Kuhn', 'Frank', 'Busch'],
  },
  ar: {
    male: ['Youssef', 'Omar', 'Karim', 'Hamza', 'Ilyas', 'Tariq', 'Zaid', 'Faris', 'Nabil', 'Rami', 'Adel', 'Samir', 'Khalid', 'Anas', 'Walid', 'Bilal'],
    female: ['Layla', 'Yasmin', 'Nour', 'Salma', 'Amira', 'Hana', 'Rania', 'Dina', 'Maryam', 'Lina', 'Sara', 'Jana', 'Farah', 'Reem', 'Malak', 'Huda'],
    family: ['Haddad', 'Mansour', 'Khalil', 'Nasser', 'Saleh', 'Hamdan', 'Aziz', 'Farouk', 'Qasim', 'Rahman', 'Sabri', 'Tahir', 'Yousef', 'Zayed', 'Bakr', 'Darwish', 'Ghanem', 'Jaber', 'Karam', 'Mahfouz', 'Obeid', 'Shami', 'Wahbi', 'Amrani'],
  },
  en: {
    male: ['Jack', 'Tyler', 'Ethan', 'Mason', 'Logan', 'Caleb', 'Owen', 'Ryan', 'Dylan', 'Nathan', 'Connor', 'Evan', 'Austin', 'Blake', 'Cole', 'Jordan'],
    female: ['Emma', 'Olivia', 'Ava', 'Madison', 'Harper', 'Chloe', 'Riley', 'Taylor', 'Morgan', 'Avery', 'Brooke', 'Kayla', 'Sydney', 'Paige', 'Hailey', 'Quinn'],
    family: ['Walker', 'Bennett', 'Hayes', 'Brooks', 'Foster', 'Porter', 'Reed', 'Sullivan', 'Barnes', 'Coleman', 'Dawson', 'Ellis', 'Fisher', 'Graham', 'Harper', 'Jennings', 'Keller', 'Lawson', 'Mitchell', 'Nolan', 'Parker', 'Quinn', 'Russell', 'Spencer'],
  },
  ja: {
    male: ['Haruto', 'Sota', 'Yuto', 'Riku', 'Kaito', 'Ren', 'Daiki', 'Takumi', 'Kenta', 'Shota', 'Hayato', 'Yuma', 'Ryota', 'Sho', 'Kosei', 'Taiga'],
    female: ['Yui', 'Hina', 'Sakura', 'Aoi', 'Mio', 'Rin', 'Yuna', 'Koharu', 'Mei', 'Akari', 'Nanami', 'Saki', 'Riko', 'Hinata', 'Misaki', 'Ayaka'],
    family: ['Tanaka', 'Sato', 'Suzuki', 'Takahashi', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato', 'Yoshida', 'Yamada', 'Sasaki', 'Matsumoto', 'Inoue', 'Kimura', 'Hayashi', 'Shimizu', 'Mori', 'Ikeda', 'Hashimoto', 'Ishikawa', 'Ogawa', 'Fujita'],
  },
} as const satisfies Record<Culture, NamePool>;

/** ISO 3166 numeric country ids: the demo's `countryId` values. */
export const CULTURE_COUNTRY: Readonly<Record<Culture, readonly number[]>> = {
  es: [724],
  latam: [484, 32, 170, 152, 604],
  it: [380],
  pt: [76, 620],
  fr: [250],
  de: [276, 40],
  ar: [682, 784, 818, 504, 400],
  en: [840, 826, 124],
  ja: [392],
};
