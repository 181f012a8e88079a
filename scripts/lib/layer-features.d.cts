export declare const FRONT_DOORS: readonly string[];
export declare const SHARED_FOLDERS: Readonly<Record<string, string>>;
export declare function featureFolders(): string[];
export declare function libFolders(): string[];
