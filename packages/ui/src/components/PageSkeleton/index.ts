export { PageSkeleton, type PageSkeletonProps, type PageSkeletonShape } from "./PageSkeleton";
