// The faces module's door (decision 138): other modules and the composition root import only this file. It
// alone writes photo_faces and face_scans; the graduation's switch goes through the graduations door.

export { eraseFaceSearchData } from './consent.service';
export { DETECT_LONGEST_SIDE, type DetectedFace, detectFaces } from './engine';
export { facesQueues } from './faces.jobs';
export { type FacesModuleOptions, facesModule } from './faces.module';
export type { StoredFace } from './faces.repository';
export { facesOfGraduation } from './faces-of-graduation';
export { queueFaceIndexing } from './queue-face-indexing';
