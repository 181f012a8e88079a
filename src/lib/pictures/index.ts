// Pictures the site draws itself from the league's data when the data gives no picture file.
export { toCrestShape, type CrestShape, type CrestTeam } from './crest-shape';
export { toKitShape, type KitShape } from './kit-shape';
export { isLoadableImage } from './loadable-image';
export { toPartnerMark, type PartnerMark } from './partner-mark';
