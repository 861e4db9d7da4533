// The Linux build of ProfileUITests: uikit-adapter (layout-render's UIKitAdapterPlugin) compiles the iOS
// folder of the same name into this module. SwiftPM needs one source file in a target's folder;
// this is it.
