// The cvs feature's public face: what other features may use. Everything else is its own.
export { getCv, listCvs, updateCv } from './cv-api';
export { CvFileInput } from './drop-zone';
export { UploadCard } from './upload-card';
export { invalidateCvs, useCvQuery, useCvsQuery } from './use-cv-queries';
export { isUploadBusy, useCvUpload } from './use-cv-upload';
