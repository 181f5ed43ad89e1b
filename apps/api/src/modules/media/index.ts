export { pictogramOf } from './category-pictograms';
export { generatedImageLabel } from './generated-image';
export { mediaModule } from './media-routes';
export { DISPUTE_FILES_FOLDER, fileMediaStorage, type MediaStorage } from './media-storage';
export { resizePicture, stripPictureMetadata } from './picture-resizer';
export { readUpload } from './read-upload';
export { uploadAllowance } from './upload-allowance';
