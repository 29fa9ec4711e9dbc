/** The part of fs-native-extensions (it ships no types) the data-folder lock uses. */
declare module 'fs-native-extensions' {
  const nativeFs: {
    /** An exclusive (or shared) lock on the open file; false when another holder has it. */
    tryLock(fd: number, options?: { shared?: boolean }): boolean;
    unlock(fd: number): void;
  };
  export default nativeFs;
}
